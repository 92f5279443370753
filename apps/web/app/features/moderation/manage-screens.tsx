import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitorView } from '@foyer/core/moderation/describe-snapshot';
import { Alert, Button, buttonClass } from '../../components/ui/index.ts';
import { Screen } from '../access/screen.tsx';
import type { HistoryRow, ManageNotice } from './manage.server.ts';
import './moderation.css';

export function StatusBadge({ status }: { status: HistoryRow['status'] }) {
  const { t } = useTranslation('moderation');
  return <span className={`mod-status mod-status--${status}`}>{t(`status.${status}`)}</span>;
}

/** What the last action did, said politely; a failed withdrawal is an error (SPEC §8: only logged otherwise). */
export function ManageNoticeLine({ notice }: { notice: ManageNotice | null }) {
  const { t } = useTranslation('moderation');
  if (!notice) return null;
  return <Alert tone={notice === 'cancel_failed' ? 'error' : 'success'}>{t(notice)}</Alert>;
}

/** Updates newest first: state, when, the organizer's reason; `link` opens one. */
export function History({ rows, link }: { rows: HistoryRow[]; link?: (id: number) => string }) {
  const { t } = useTranslation('moderation');
  if (!rows.length) return <p>{t('no_updates')}</p>;
  return (
    <ul className="mod-history">
      {rows.map((u) => (
        <li key={u.id}>
          <StatusBadge status={u.status} /> <time dateTime={u.created.iso}>{t('sent_at', { when: u.created.text })}</time>
          {link ? (
            <>
              {' · '}
              <Link to={link(u.id)}>{t('view_update', { when: u.created.text })}</Link>
            </>
          ) : null}
          {u.rejection_note ? (
            <p>
              <strong>{t('rejection_note')}:</strong> {u.rejection_note}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

type HomeItem = { id: number; updates: HistoryRow[]; picture: string | null };

/** `manage`: the moderator content panel (SPEC §2), their exhibitors and speakers with their updates. */
export function ManageHome({ basePath, exhibitors, speakers }: { basePath: string; exhibitors: (HomeItem & { name: string })[]; speakers: (HomeItem & { first_name: string; last_name: string })[] }) {
  const { t } = useTranslation('moderation');
  const group = (title: string, items: (HomeItem & { label: string; to: string })[]) => (
    <section aria-labelledby={`mod-h-${title}`}>
      <h2 id={`mod-h-${title}`}>{t(title)}</h2>
      {items.length ? (
        <ul className="mod-list">
          {items.map((x) => (
            <li key={x.id} className="mod-card">
              <h3>
                <Link to={x.to}>{t('manage', { name: x.label })}</Link>
              </h3>
              <History rows={x.updates} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
    </section>
  );
  return (
    <Screen title={t('title')} intro={t('intro')} wide>
      {group('exhibitors', exhibitors.map((x) => ({ ...x, label: x.name, to: `${basePath}/manage/exhibitor/${x.id}` })))}
      {group('speakers', speakers.map((s) => ({ ...s, label: `${s.first_name} ${s.last_name}`, to: `${basePath}/manage/speaker/${s.id}` })))}
    </Screen>
  );
}

/** A profile as a definition list: every field that has a value, pictures shown. */
export function ProfileView({ x }: { x: ExhibitorView }) {
  const { t } = useTranslation('moderation');
  const rows: [string, string | null][] = [
    ['name', x.name], ['scope_description', x.scope_description], ['description', x.description], ['www', x.www], ['email', x.email],
    ['phone', [x.phone_country_code, x.phone].filter(Boolean).join(' ') || null], ['video_call_url', x.video_call_url], ['promotion_film_url', x.promotion_film_url],
    ['facebook_profile', x.facebook_profile], ['twitter_profile', x.twitter_profile], ['linked_profile', x.linked_profile], ['youtube_profile', x.youtube_profile], ['instagram_profile', x.instagram_profile],
    ['tags', x.tags_exhibitors.map((g) => g.value).join(', ') || null], ['contact_users', x.contact_users.map((u) => `${u.first_name} ${u.last_name}`).join(', ') || null],
    ['contact_people', x.contact_people.map((p) => `${p.first_name} ${p.last_name}${p.email ? ` · ${p.email}` : ''}`).join('\n') || null],
    ['attachments', x.attachments.map((a) => a.file_name).join(', ') || null],
    ['for_logged_contact', t(x.for_logged_contact ? 'yes' : 'no')], ['for_logged_sm', t(x.for_logged_sm ? 'yes' : 'no')],
  ];
  return (
    <dl className="mod-profile">
      {x.picture ? (<><dt>{t('field.logo')}</dt><dd><img src={x.picture} alt={t('field.logo')} className="mod-image__preview mod-image__preview--logo" /></dd></>) : null}
      {x.vip_picture ? (<><dt>{t('field.banner')}</dt><dd><img src={x.vip_picture} alt={t('field.banner')} className="mod-image__preview mod-image__preview--banner" /></dd></>) : null}
      {rows.filter(([, v]) => v).map(([k, v]) => (
        <div key={k}>
          <dt>{t(`field.${k}`)}</dt>
          <dd>{v}</dd>
        </div>
      ))}
      {Object.entries(x.translations).map(([l, tr]) => (
        <div key={l} lang={l}>
          <dt>{l.toUpperCase()}</dt>
          <dd>{[tr.name, tr.scope_description, tr.description].filter(Boolean).join('\n')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `manage/exhibitor/:exhibitorId`: the public profile now, the way to propose changes, and the updates. */
export function ExhibitorScreen({ basePath, notice, exhibitor, updates }: { basePath: string; notice: ManageNotice | null; exhibitor: ExhibitorView & { id: number }; updates: HistoryRow[] }) {
  const { t } = useTranslation('moderation');
  const base = `${basePath}/manage/exhibitor/${exhibitor.id}`;
  return (
    <Screen title={exhibitor.name ?? ''} wide>
      <p>
        <Link to={`${basePath}/manage`}>{t('back_home')}</Link>
      </p>
      <ManageNoticeLine notice={notice} />
      <p>
        <Link className={buttonClass()} to={`${base}/create`}>{t('propose')}</Link>
      </p>
      <section aria-labelledby="mod-h-history">
        <h2 id="mod-h-history">{t('history')}</h2>
        <History rows={updates} link={(id) => `${base}/update/${id}`} />
      </section>
      <section aria-labelledby="mod-h-current">
        <h2 id="mod-h-current">{t('current')}</h2>
        <ProfileView x={exhibitor} />
      </section>
    </Screen>
  );
}

/** `…/update/:exhibitorUpdateId`: one update as sent; a pending one can be withdrawn. */
export function UpdateScreen({ basePath, exhibitor, update }: { basePath: string; exhibitor: { id: number; name: string }; update: HistoryRow & { proposal: ExhibitorView } }) {
  const { t } = useTranslation('moderation');
  const busy = useNavigation().state === 'submitting';
  return (
    <Screen title={t('update_title', { when: update.created.text })} intro={exhibitor.name} wide>
      <p>
        <Link to={`${basePath}/manage/exhibitor/${exhibitor.id}`}>{t('back_exhibitor', { name: exhibitor.name })}</Link>
      </p>
      <p>
        <StatusBadge status={update.status} />
      </p>
      {update.rejection_note ? <Alert tone="warning" title={t('rejection_note')}>{update.rejection_note}</Alert> : null}
      {update.extra_note ? (
        <p>
          <strong>{t('your_note')}:</strong> {update.extra_note}
        </p>
      ) : null}
      <ProfileView x={update.proposal} />
      {update.status === 'pending' ? (
        <Form method="post" onSubmit={(e) => { if (!window.confirm(t('cancel_confirm'))) e.preventDefault(); }}>
          <Button type="submit" variant="danger" busy={busy}>{t('cancel_update')}</Button>
        </Form>
      ) : null}
    </Screen>
  );
}

/** SPEC §8 moderator data fetch error with try again; 403/404 say what they are. */
export function ManageLoadFailed() {
  const { t } = useTranslation('moderation');
  return (
    <Screen title={t('title')}>
      <Alert tone="error">{t('load_failed')}</Alert>
      <Link to="." reloadDocument>{t('retry')}</Link>
    </Screen>
  );
}
