import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitorView } from '@foyer/core/moderation/describe-snapshot';
import { Button, Checkbox, Field } from '../../components/ui/index.ts';
import { Screen } from '../access/screen.tsx';
import { TextareaField as TextArea } from '../profile/textarea-field.tsx';
import { LocaleTabs } from './locale-tabs.tsx';
import { ContactUsersPicker, ImageInput, PeopleEditor } from './form-sections.tsx';
import { initialState, scalarKeys, toPayload, type ExhibitorFormState, type ScalarKey } from './exhibitor-form-state.ts';
import { controlId, errorWords, localeOfControl } from './form-errors.ts';
import type { FormFailure } from './exhibitor-form.server.ts';
import './moderation.css';

interface Props {
  basePath: string;
  exhibitor: ExhibitorView & { id: number };
  tags: { id: number; value: string; hex: string }[];
  locales: { main: string; others: string[] };
}

const contactKeys: ScalarKey[] = ['www', 'email', 'phone_country_code', 'phone', 'video_call_url', 'promotion_film_url'];
const socialKeys = scalarKeys.filter((k) => k.endsWith('_profile'));
const inputType = (k: ScalarKey) => (k === 'email' ? 'email' : k === 'phone' ? 'tel' : k.endsWith('_url') || k.endsWith('_profile') || k === 'www' ? 'url' : 'text');

/**
 * SPEC §2 exhibitor booth update form: every SPEC §3 form field, texts per event locale in tabs,
 * pictures checked in the browser (and again on the server), errors said per field and listed
 * on top with links to the fields. The values live in React state, so an error answer keeps them.
 */
export function ExhibitorForm({ basePath, exhibitor, tags, locales }: Props) {
  const { t } = useTranslation('moderation');
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === 'submitting';
  const [s, setS] = useState<ExhibitorFormState>(() => initialState(exhibitor, locales));
  const [tab, setTab] = useState(locales.main);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const summary = useRef<HTMLDivElement>(null);
  const all = [locales.main, ...locales.others];
  const payload = useMemo(() => JSON.stringify(toPayload(s, locales)), [s, locales]);

  const serverErrors = useMemo(() => {
    const byId: Record<string, string[]> = {};
    for (const e of failure?.errors ?? []) (byId[controlId('fx', e.field, locales.others, locales.main)] ??= []).push(errorWords(t, e));
    return byId;
  }, [failure, locales, t]);
  const errs = (id: string) => {
    const list = [...(serverErrors[id] ?? []), ...(clientErrors[id] ? [clientErrors[id]] : [])];
    return list.length ? list : undefined;
  };
  const allErrors = [...Object.entries(serverErrors).flatMap(([id, ws]) => ws.map((w) => [id, w] as const)), ...Object.entries(clientErrors).map(([id, w]) => [id, w] as const)];
  const invalidTabs = new Set(allErrors.flatMap(([id]) => localeOfControl(id, all) ?? []));

  // A failed try: reuse what was stored already and open the first faulty tab (state adjusted
  // while rendering the new answer, React's pattern for a changed prop), then focus the list of problems.
  const [answered, setAnswered] = useState(failure);
  if (failure !== answered) {
    setAnswered(failure);
    if (failure) {
      const up = failure.uploaded;
      setS((prev) => ({
        ...prev,
        logo: typeof up.logo === 'number' ? { removed: false, uploadedId: up.logo } : prev.logo,
        banner: typeof up.banner === 'number' ? { removed: false, uploadedId: up.banner } : prev.banner,
        attachments: Array.isArray(up.files) ? [...prev.attachments, ...up.files.map((id) => ({ id, file_name: `#${id}` }))] : prev.attachments,
      }));
      const first = failure.errors[0] && localeOfControl(controlId('fx', failure.errors[0].field, locales.others, locales.main), all);
      if (first) setTab(first);
    }
  }
  useEffect(() => {
    if (!failure) return;
    // Stored files are not sent again: their inputs are emptied (the hint says they are kept).
    for (const id of ['fx-logo', 'fx-banner', 'fx-files']) {
      const el = document.getElementById(id) as HTMLInputElement | null;
      if (el) el.value = '';
    }
    summary.current?.focus();
  }, [failure]);

  const setText = (l: string, k: keyof ExhibitorFormState['texts'][string], v: string) => setS((p) => ({ ...p, texts: { ...p.texts, [l]: { ...p.texts[l]!, [k]: v } } }));
  const setScalar = (k: ScalarKey, v: string) => setS((p) => ({ ...p, scalars: { ...p.scalars, [k]: v } }));
  const problem = (id: string) => (words: string | null) => setClientErrors((p) => { const n = { ...p }; if (words) n[id] = words; else delete n[id]; return n; });
  const jump = (id: string) => {
    const l = localeOfControl(id, all);
    if (l) setTab(l);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  return (
    <Screen title={t('form.title', { name: exhibitor.name ?? '' })} intro={t('form.intro')} wide>
      <p>
        <Link to={`${basePath}/manage/exhibitor/${exhibitor.id}`}>{t('back_exhibitor', { name: exhibitor.name ?? '' })}</Link>
      </p>
      <div ref={summary} tabIndex={-1} className="mod-summary" aria-live="assertive">
        {allErrors.length ? (
          <div role="alert" className="ui-alert ui-alert--error">
            <p className="ui-alert__title">{t('form.errors', { count: allErrors.length })}</p>
            <ul>
              {allErrors.map(([id, w], i) => (
                <li key={`${id}-${i}`}>
                  <a href={`#${id}`} onClick={(e) => { e.preventDefault(); jump(id); }}>{w}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mod-form"
        onSubmit={(e) => {
          // A picture the browser already found wrong is not sent: the list above says why.
          if (Object.keys(clientErrors).length) {
            e.preventDefault();
            summary.current?.focus();
          }
        }}
      >
        <input type="hidden" name="payload" value={payload} />
        <section aria-labelledby="fx-h-texts">
          <h2 id="fx-h-texts">{t('form.languages')}</h2>
          <LocaleTabs id="fx-lang" label={t('form.languages')} locales={all} main={locales.main} mainLabel={(language) => t('form.main_language', { language })} current={tab} onSelect={setTab} invalid={invalidTabs}>
            {(l) => (
              <div lang={l}>
                <Field id={`fx-name-${l}`} label={t('field.name')} required={l === locales.main} value={s.texts[l]!.name} errors={errs(`fx-name-${l}`)} onChange={(e) => setText(l, 'name', e.target.value)} />
                <Field id={`fx-scope_description-${l}`} label={t('field.scope_description')} value={s.texts[l]!.scope_description} errors={errs(`fx-scope_description-${l}`)} onChange={(e) => setText(l, 'scope_description', e.target.value)} />
                <TextArea id={`fx-description-${l}`} label={t('field.description')} rows={8} value={s.texts[l]!.description} errors={errs(`fx-description-${l}`)} onChange={(e) => setText(l, 'description', e.target.value)} />
              </div>
            )}
          </LocaleTabs>
        </section>
        <section aria-labelledby="fx-h-contact">
          <h2 id="fx-h-contact">{t('form.contact')}</h2>
          <div className="mod-grid">
            {contactKeys.map((k) => (
              <Field key={k} id={`fx-${k}`} type={inputType(k)} label={t(`field.${k}`)} value={s.scalars[k]} errors={errs(`fx-${k}`)} onChange={(e) => setScalar(k, e.target.value)} />
            ))}
          </div>
          <Checkbox id="fx-for_logged_contact" label={t('field.for_logged_contact')} checked={s.for_logged_contact} onChange={(e) => setS((p) => ({ ...p, for_logged_contact: e.target.checked }))} />
        </section>
        <section aria-labelledby="fx-h-social">
          <h2 id="fx-h-social">{t('form.social')}</h2>
          <div className="mod-grid">
            {socialKeys.map((k) => (
              <Field key={k} id={`fx-${k}`} type="url" label={t(`field.${k}`)} value={s.scalars[k]} errors={errs(`fx-${k}`)} onChange={(e) => setScalar(k, e.target.value)} />
            ))}
          </div>
          <Checkbox id="fx-for_logged_sm" label={t('field.for_logged_sm')} checked={s.for_logged_sm} onChange={(e) => setS((p) => ({ ...p, for_logged_sm: e.target.checked }))} />
        </section>
        <fieldset id="fx-tags" tabIndex={-1} className="mod-fieldset">
          <legend>{t('field.tags')}</legend>
          {errs('fx-tags') ? <p className="ui-field__error">{errs('fx-tags')!.join(' ')}</p> : null}
          {tags.length ? (
            tags.map((tag) => (
              <Checkbox key={tag.id} label={tag.value} checked={s.tag_ids.includes(tag.id)}
                onChange={(e) => setS((p) => ({ ...p, tag_ids: e.target.checked ? [...p.tag_ids, tag.id] : p.tag_ids.filter((x) => x !== tag.id) }))} />
            ))
          ) : (
            <p>{t('form.no_tags')}</p>
          )}
        </fieldset>
        <section aria-labelledby="fx-h-media">
          <h2 id="fx-h-media">{t('form.media')}</h2>
          <ImageInput id="fx-logo" name="logo" role="logo" label={t('field.logo')} hint={t('form.logo_hint')} current={exhibitor.picture} removed={s.logo.removed}
            onRemoved={(v) => setS((p) => ({ ...p, logo: { ...p.logo, removed: v } }))} uploaded={s.logo.uploadedId != null} errors={errs('fx-logo')} onProblem={problem('fx-logo')} />
          <ImageInput id="fx-banner" name="banner" role="banner" label={t('field.banner')} hint={t('form.banner_hint')} current={exhibitor.vip_picture} removed={s.banner.removed}
            onRemoved={(v) => setS((p) => ({ ...p, banner: { ...p.banner, removed: v } }))} uploaded={s.banner.uploadedId != null} errors={errs('fx-banner')} onProblem={problem('fx-banner')} />
          <h3>{t('field.attachments')}</h3>
          <ul className="mod-chips">
            {s.attachments.map((a) => (
              <li key={a.id}>
                {a.file_name}{' '}
                <Button variant="link" aria-label={t('form.remove_file', { name: a.file_name })} onClick={() => setS((p) => ({ ...p, attachments: p.attachments.filter((x) => x.id !== a.id) }))}>✕</Button>
              </li>
            ))}
          </ul>
          <Field id="fx-files" name="files" type="file" multiple accept=".jpg,.jpeg,.png,image/jpeg,image/png" label={t('form.add_files')} hint={t('form.attachments_hint')} errors={errs('fx-files')} />
        </section>
        <section aria-labelledby="fx-h-people">
          <h2 id="fx-h-people">{t('form.people')}</h2>
          <PeopleEditor people={s.people} others={locales.others} errs={errs} onChange={(people) => setS((p) => ({ ...p, people }))} />
        </section>
        <section aria-labelledby="fx-h-users">
          <h2 id="fx-h-users">{t('form.users')}</h2>
          <ContactUsersPicker users={s.contact_users} errors={errs('fx-users')} onChange={(contact_users) => setS((p) => ({ ...p, contact_users }))} />
        </section>
        <section aria-labelledby="fx-h-note">
          <h2 id="fx-h-note">{t('form.note')}</h2>
          <TextArea id="fx-extra_note" label={t('field.extra_note')} hint={t('form.extra_note_hint')} value={s.extra_note} errors={errs('fx-extra_note')} onChange={(e) => setS((p) => ({ ...p, extra_note: e.target.value }))} />
        </section>
        <Button type="submit" busy={busy} block>
          {busy ? t('form.sending') : t('form.submit')}
        </Button>
      </Form>
    </Screen>
  );
}
