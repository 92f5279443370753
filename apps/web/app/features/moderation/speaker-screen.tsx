import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SpeakerSnapshot } from '@foyer/core/moderation/speaker-updates';
import { Button, Checkbox, Field } from '../../components/ui/index.ts';
import { Screen } from '../access/screen.tsx';
import { TextareaField as TextArea } from '../profile/textarea-field.tsx';
import { LocaleTabs } from './locale-tabs.tsx';
import { ImageInput } from './form-sections.tsx';
import { controlId, errorWords, localeOfControl } from './form-errors.ts';
import { History, ManageNoticeLine } from './manage-screens.tsx';
import type { FormFailure } from './exhibitor-form.server.ts';
import type { HistoryRow, ManageNotice } from './manage.server.ts';
import './moderation.css';

const plain = ['first_name', 'last_name', 'company', 'country', 'email', 'phone', 'facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile'] as const;
type Plain = (typeof plain)[number];

/** `manage/speaker/:speakerId`: the speaker form (SPEC §3 speakers; position and bio per locale) and its updates. */
export function SpeakerScreen({ basePath, notice, speaker, locales, updates }: {
  basePath: string; notice: ManageNotice | null; speaker: SpeakerSnapshot & { id: number }; locales: { main: string; others: string[] }; updates: HistoryRow[];
}) {
  const { t } = useTranslation('moderation');
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === 'submitting';
  const all = [locales.main, ...locales.others];
  const [vals, setVals] = useState<Record<Plain, string>>(() => Object.fromEntries(plain.map((k) => [k, speaker[k] ?? ''])) as Record<Plain, string>);
  const [texts, setTexts] = useState<Record<string, { position: string; description: string }>>(() => Object.fromEntries(all.map((l) => [l, l === locales.main
    ? { position: speaker.position ?? '', description: speaker.description ?? '' }
    : { position: speaker.translations[l]?.position ?? '', description: speaker.translations[l]?.description ?? '' }])));
  const [showPublic, setShowPublic] = useState(speaker.show_public_data);
  const [picture, setPicture] = useState<{ removed: boolean; uploadedId: number | null }>({ removed: false, uploadedId: null });
  const [note, setNote] = useState('');
  const [tab, setTab] = useState(locales.main);
  const [clientError, setClientError] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  const payload = JSON.stringify({
    updated_speaker: {
      ...vals, ...texts[locales.main], show_public_data: showPublic,
      picture_id: picture.uploadedId ?? (picture.removed ? null : undefined),
      translations: locales.others.map((l) => ({ locale: l, ...texts[l] })),
    },
    extra_note: note,
  });
  const serverErrors = useMemo(() => {
    const byId: Record<string, string[]> = {};
    for (const e of failure?.errors ?? []) (byId[controlId('sx', e.field, locales.others, locales.main)] ??= []).push(errorWords(t, e));
    return byId;
  }, [failure, locales, t]);
  const errs = (id: string) => [...(serverErrors[id] ?? []), ...(id === 'sx-picture' && clientError ? [clientError] : [])];
  const list = [...Object.entries(serverErrors).flatMap(([id, ws]) => ws.map((w) => [id, w] as const)), ...(clientError ? [['sx-picture', clientError] as const] : [])];
  const [answered, setAnswered] = useState(failure);
  if (failure !== answered) {
    setAnswered(failure);
    if (failure && typeof failure.uploaded.picture === 'number') setPicture({ removed: false, uploadedId: failure.uploaded.picture });
    const first = failure?.errors[0] && localeOfControl(controlId('sx', failure.errors[0].field, locales.others, locales.main), all);
    if (first) setTab(first);
  }
  useEffect(() => {
    if (!failure) return;
    const el = document.getElementById('sx-picture') as HTMLInputElement | null;
    if (el && typeof failure.uploaded.picture === 'number') el.value = '';
    summary.current?.focus();
  }, [failure]);
  const e = (id: string) => (errs(id).length ? errs(id) : undefined);

  return (
    <Screen title={t('speaker.title', { name: `${speaker.first_name ?? ''} ${speaker.last_name ?? ''}` })} wide>
      <p><Link to={`${basePath}/manage`}>{t('back_home')}</Link></p>
      <ManageNoticeLine notice={notice} />
      <section aria-labelledby="sx-h-history">
        <h2 id="sx-h-history">{t('history')}</h2>
        <History rows={updates} />
        {updates.filter((u) => u.status === 'pending').map((u) => (
          <Form key={u.id} method="post" action="?intent=cancel" onSubmit={(ev) => { if (!window.confirm(t('cancel_confirm'))) ev.preventDefault(); }}>
            <input type="hidden" name="updateId" value={u.id} />
            <Button type="submit" variant="secondary">{`${t('cancel_update')} (${u.created.text})`}</Button>
          </Form>
        ))}
      </section>
      <h2>{t('propose')}</h2>
      <div ref={summary} tabIndex={-1} className="mod-summary">
        {list.length ? (
          <div role="alert" className="ui-alert ui-alert--error">
            <p className="ui-alert__title">{t('form.errors', { count: list.length })}</p>
            <ul>{list.map(([id, w], i) => <li key={`${id}-${i}`}><a href={`#${id}`}>{w}</a></li>)}</ul>
          </div>
        ) : null}
      </div>
      <Form method="post" encType="multipart/form-data" noValidate className="mod-form" onSubmit={(ev) => { if (clientError) { ev.preventDefault(); summary.current?.focus(); } }}>
        <input type="hidden" name="payload" value={payload} />
        <div className="mod-grid">
          {plain.map((k) => (
            <Field key={k} id={`sx-${k}`} label={t(`field.${k}`)} required={k === 'first_name' || k === 'last_name'} type={k === 'email' ? 'email' : k.endsWith('_profile') ? 'url' : 'text'}
              value={vals[k]} errors={e(`sx-${k}`)} onChange={(ev) => setVals((p) => ({ ...p, [k]: ev.target.value }))} />
          ))}
        </div>
        <Checkbox id="sx-show_public_data" label={t('field.show_public_data')} checked={showPublic} onChange={(ev) => setShowPublic(ev.target.checked)} />
        <h3>{t('speaker.texts')}</h3>
        <LocaleTabs id="sx-lang" label={t('speaker.texts')} locales={all} main={locales.main} mainLabel={(language) => t('form.main_language', { language })} current={tab} onSelect={setTab}
          invalid={new Set(list.flatMap(([id]) => localeOfControl(id, all) ?? []))}>
          {(l) => (
            <div lang={l}>
              <Field id={`sx-position-${l}`} label={t('field.position')} value={texts[l]!.position} errors={e(`sx-position-${l}`)} onChange={(ev) => setTexts((p) => ({ ...p, [l]: { ...p[l]!, position: ev.target.value } }))} />
              <TextArea id={`sx-description-${l}`} label={t('field.description')} rows={6} value={texts[l]!.description} errors={e(`sx-description-${l}`)} onChange={(ev) => setTexts((p) => ({ ...p, [l]: { ...p[l]!, description: ev.target.value } }))} />
            </div>
          )}
        </LocaleTabs>
        <ImageInput id="sx-picture" name="picture" role="picture" label={t('field.picture')} hint={t('form.logo_hint')} current={speaker.picture} removed={picture.removed}
          onRemoved={(v) => setPicture((p) => ({ ...p, removed: v }))} uploaded={picture.uploadedId != null} errors={e('sx-picture')} onProblem={setClientError} />
        <TextArea id="sx-extra_note" label={t('field.extra_note')} hint={t('form.extra_note_hint')} value={note} errors={e('sx-extra_note')} onChange={(ev) => setNote(ev.target.value)} />
        <Button type="submit" busy={busy} block>{busy ? t('form.sending') : t('form.submit')}</Button>
      </Form>
    </Screen>
  );
}
