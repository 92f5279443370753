import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { missingTranslations, type EditorData, type Locale } from '@foyer/landing/schema';
import type { LandingData } from '@foyer/landing';
import { Alert, Button, Spinner, useHydrated } from '../../components/ui/index.ts';
import type { BuilderActionResult, BuilderData } from './builder.server.ts';
import { documentForSave, editorDataFor } from './document-for-save.ts';
import { clearDraft, readDraft, writeDraft } from './local-draft.ts';
import { errorPlace } from './error-place.ts';
import { VersionsPanel } from './versions-panel.tsx';
import './builder.css';

const BuilderEditor = lazy(() => import('./builder-editor.tsx'));

type Layout = { event: LandingData['event']; components: LandingData['components']; basePath: string };

/** The builder: a toolbar (language, save, history, preview link) over the Puck editor. */
export function BuilderScreen({ data, layout }: { data: BuilderData; layout: Layout }) {
  const { t } = useTranslation('landing');
  const hydrated = useHydrated();
  const fetcher = useFetcher<BuilderActionResult>();
  const defaultLocale = data.defaultLocale as Locale;
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const [draftHandled, setDraftHandled] = useState(false);
  const [initial, setInitial] = useState<EditorData>(() => editorDataFor(data.settings, defaultLocale, defaultLocale));
  const [edited, setEdited] = useState<EditorData>(initial);
  const [editorKey, setEditorKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [localErrors, setLocalErrors] = useState<string[]>([]);
  const [loadedVersion, setLoadedVersion] = useState(data.version);

  const openEditor = (next: EditorData, nextLocale: Locale) => {
    setInitial(next);
    setEdited(next);
    setLocale(nextLocale);
    setEditorKey((k) => k + 1);
  };

  // After a save or a restore the loader brings the new version: the editor starts again from it.
  if (loadedVersion !== data.version) {
    setLoadedVersion(data.version);
    setDirty(false);
    openEditor(editorDataFor(data.settings, locale, defaultLocale), locale);
  }
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) clearDraft(data.eventId);
  }, [result, data.eventId]);

  // A draft left by a closed tab is offered once the page runs in the browser.
  const draft = hydrated && !draftHandled && !dirty ? readDraft(data.eventId) : null;

  const onChange = (next: EditorData) => {
    // Puck reports its first render too: only a real change counts as unsaved work.
    if (!dirty && JSON.stringify(next) === JSON.stringify(initial)) return;
    setEdited(next);
    setDirty(true);
    writeDraft(data.eventId, { baseVersion: data.version, locale, savedAt: new Date().toISOString(), data: next });
  };

  const save = () => {
    const doc = documentForSave(data.settings, edited, locale, defaultLocale);
    if (!doc.ok) return setLocalErrors(doc.paths);
    setLocalErrors([]);
    fetcher.submit({ intent: 'save', lp_settings: doc.text, base_version: String(data.version) }, { method: 'post' });
  };

  // A restore reopens the editor from that version and drops the draft: unsaved work is asked about first.
  const restore = (version: number) => {
    if (dirty && !window.confirm(t('builder.restore_discards', { version }))) return;
    fetcher.submit({ intent: 'restore', version: String(version), base_version: String(data.version) }, { method: 'post' });
  };

  const landingData = useMemo<LandingData>(
    () => ({ event: layout.event, components: layout.components, previews: data.previews, now: data.now, loggedIn: true, locale, basePath: layout.basePath }),
    [layout, data.previews, data.now, locale],
  );
  const missing = locale === defaultLocale ? 0 : missingTranslations(data.settings, locale);
  const busy = fetcher.state !== 'idle';
  const errors = result && !result.ok ? result.errors : [];
  const conflict = errors.some((e) => e.code === 'landing.conflict');
  const languageName = (code: string) => t(`builder.language.${code}`, { defaultValue: code });

  return (
    <div className="fy-builder">
      <div className="fy-builder__bar" role="toolbar" aria-label={t('builder.toolbar')}>
        <Link to={`${data.basePath}/admin`}>{t('builder.back')}</Link>
        <label className="fy-builder__language">
          {t('builder.editing_language')}{' '}
          <select value={locale} disabled={dirty || busy} onChange={(e) => openEditor(editorDataFor(data.settings, e.target.value as Locale, defaultLocale), e.target.value as Locale)}>
            {data.locales.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
                {code === defaultLocale ? ` (${t('builder.source_language')})` : ''}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" onClick={save} busy={busy} disabled={!hydrated || busy || !dirty}>
          {t('builder.save')}
        </Button>
        <a href={`${data.basePath}/?lng=${locale}`} target="_blank" rel="noreferrer">
          {t('builder.open_page')}
        </a>
        <p className="fy-builder__status" role="status" aria-live="polite">
          {busy ? t('builder.saving') : dirty ? t('builder.unsaved') : result?.ok ? t('builder.saved', { version: result.version }) : t('builder.version', { version: data.version })}
        </p>
      </div>
      {dirty ? <p className="fy-builder__hint">{t('builder.save_before_switching')}</p> : null}
      {locale !== defaultLocale ? (
        <Alert tone="info">
          {t('builder.translating', { language: languageName(locale), source: languageName(defaultLocale) })} {missing > 0 ? t('builder.missing', { count: missing, source: languageName(defaultLocale) }) : t('builder.all_translated')}
        </Alert>
      ) : null}
      {draft ? (
        <Alert tone="warning">
          {t('builder.draft_found', { when: new Date(draft.savedAt).toLocaleString(locale) })}{' '}
          <Button type="button" variant="secondary" onClick={() => { openEditor(draft.data, draft.locale); setDirty(true); setDraftHandled(true); }}>
            {t('builder.draft_restore')}
          </Button>{' '}
          <Button type="button" variant="secondary" onClick={() => { clearDraft(data.eventId); setDraftHandled(true); }}>
            {t('builder.draft_discard')}
          </Button>
        </Alert>
      ) : null}
      {conflict ? (
        <Alert tone="error">
          {t('builder.conflict')}{' '}
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            {t('builder.reload')}
          </Button>
        </Alert>
      ) : errors.length || localErrors.length ? (
        <Alert tone="error">
          <p>{t('builder.refused')}</p>
          <ul>
            {errors.map((e, i) => (
              <li key={i}>
                {/* The code, not the server's English message: the reason in the interface's language. */}
                {errorPlace(t, e.field, edited)} — {t(`common:errors.${e.code.replaceAll('.', '_')}`)}
              </li>
            ))}
            {localErrors.map((path) => (
              <li key={path}>{errorPlace(t, path, edited)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {data.issues.length ? <Alert tone="warning">{t('builder.repaired', { count: data.issues.length })}</Alert> : null}
      {hydrated ? (
        <Suspense fallback={<Spinner label={t('builder.loading')} />}>
          <BuilderEditor key={editorKey} source={data.settings} initial={initial} landingData={landingData} components={data.components} translating={locale !== defaultLocale} onChange={onChange} />
        </Suspense>
      ) : (
        <Spinner label={t('builder.loading')} />
      )}
      <VersionsPanel history={data.history} version={data.version} busy={busy} onRestore={restore} />
    </div>
  );
}
