import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { matchingScreenLoader } from './matching.server';
import { useLiveUserScreen } from '../notifications/use-live-user-screen.ts';
import { freeTimeMessageKey, type FreeField } from './free-time-refusal.ts';
import './matching.css';
import { ScreenMain } from '../../components/screen-main';

type Data = Awaited<ReturnType<typeof matchingScreenLoader>>;
type Shown = Data['accepted'][number];

function Act({ intent, meeting, label, secondary, busy }: { intent: string; meeting: number; label: string; secondary?: boolean; busy: boolean }) {
  return (
    <Form method="post" className="bm-act">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="meeting" value={meeting} />
      <button type="submit" className={secondary ? 'bm-secondary' : undefined} disabled={busy}>{label}</button>
    </Form>
  );
}

/** One meeting with the actions that fit its state and the viewer's side of it. */
function MeetingRow({ m, data, busy }: { m: Shown; data: Data; busy: boolean }) {
  const { t } = useTranslation('matching');
  const list = m.status === 'accepted' ? 'accepted' : 'pending';
  return (
    <li className="bm-meeting">
      <h3><Link to={`${data.basePath}/business-matching/${list}/${m.id}`}>{m.other.first_name} {m.other.last_name}</Link></h3>
      <p>{m.when} · {m.tag_agenda_place ?? m.custom_place_name}</p>
      <p className="bm-status">{t(`status_${m.status === 'rescheduled' ? 'rescheduled' : m.status === 'accepted' ? 'accepted' : 'pending'}`)}</p>
      <div className="bm-actions">
        {m.direction === 'ingoing' && m.status !== 'accepted' ? <Act intent="accept" meeting={m.id} label={t('accept')} busy={busy} /> : null}
        {m.direction === 'ingoing' && m.status !== 'accepted' ? <Act intent="decline" meeting={m.id} label={t('decline')} secondary busy={busy} /> : null}
        {m.status === 'accepted' ? <a className="bm-link" href={`${data.basePath}/business-matching/accepted/${m.id}/calendar.ics`} download>{t('download_ics')}</a> : null}
        <Link className="bm-link" to={`${data.basePath}/business-matching?reschedule=${m.id}`}>{t('reschedule')}</Link>
        <Act intent="delete" meeting={m.id} label={m.status === 'accepted' ? t('delete') : t('cancel')} secondary busy={busy} />
      </div>
    </li>
  );
}

/** Who the booking is for: a new invitation to `token`, or a new time for meeting `meetingId`. */
function BookingTarget({ b, here }: { b: NonNullable<Data['booking']>; here: string }) {
  // A refusal comes back to this page, the booking still open (the error is said above it, or at its field).
  const back = here.replace(/([?&])bm(_error|_field)?=[^&]*&?/g, '$1').replace(/[?&]$/, '');
  return (
    <>
      {b.meetingId ? <input type="hidden" name="meeting" value={b.meetingId} /> : <input type="hidden" name="to_user_id" value={b.token} />}
      <input type="hidden" name="redirectTo" value={back} />
    </>
  );
}

/** The slot picker: the pair's free places, or a new time for a meeting being rescheduled. */
function Booking({ data, busy }: { data: Data; busy: boolean }) {
  const { t } = useTranslation('matching');
  const b = data.booking!;
  return (
    <section className="bm-booking" aria-labelledby="bm-booking-title">
      <h2 id="bm-booking-title">{b.meetingId ? t('reschedule_title') : t('invite_title', { name: b.name })}</h2>
      {b.places.length ? (
        <Form method="post">
          <input type="hidden" name="intent" value={b.meetingId ? 'reschedule' : 'invite'} />
          <BookingTarget b={b} here={data.here} />
          <fieldset>
            <legend>{t('choose_slot')}</legend>
            {b.places.map((p, i) => {
              const value = `${p.bm_session_id}|${p.time_start}|${p.time_end}|${p.tag_agenda_place_id}`;
              return (
                <label key={value} className="bm-slot">
                  <input type="radio" name="slot" value={value} required defaultChecked={i === 0} /> {t('slot_label', { time: p.when, place: p.tag_agenda_place })}
                </label>
              );
            })}
          </fieldset>
          <label htmlFor="bm-message">{t('message_label')}</label>
          <textarea id="bm-message" name="message" maxLength={2000} rows={3} />
          <button type="submit" disabled={busy}>{b.meetingId ? t('reschedule') : t('send')}</button>
        </Form>
      ) : (
        <p>{data.freeTime ? t('no_free_places') : t('no_slots_left')}</p>
      )}
    </section>
  );
}

/** The ids of the free-time form's fields, by the name they post (and `bm_field` names). */
const freeIds: Record<FreeField, string> = { free_start: 'bm-free-start', free_end: 'bm-free-end', custom_place_name: 'bm-free-place' };

/**
 * SPEC §5 free-time meetings, where the event's business_matching_type allows them: a time the
 * two agree on (read in the event's time zone) and a place named by the inviter. A time that
 * overlaps an accepted meeting of either of them is still refused (bm.slot_taken). A refusal is
 * said under the field it concerns, which is marked invalid and focused after the redirect back —
 * the page's top line is a long way up on a phone, and named neither the start nor the end.
 */
function FreeTimeBooking({ data, busy }: { data: Data; busy: boolean }) {
  const { t } = useTranslation(['matching', 'common']);
  const b = data.booking!;
  const field = data.error ? data.errorField : null;
  const location = useLocation();
  // Each answer is a new location (the same refusal twice too); a live refresh of the lists is not, and leaves focus alone.
  useEffect(() => {
    if (field) document.getElementById(freeIds[field])?.focus();
  }, [location.key, field]);
  const errorId = 'bm-free-error';
  const key = data.error ? freeTimeMessageKey(data.error) : null;
  const message = field && data.error ? (key ? t(key) : t(`common:errors.${data.error.replaceAll('.', '_')}`, { defaultValue: t('failed') })) : null;
  const error = (f: FreeField) => (field === f ? <p id={errorId} className="bm-error bm-field-error">{message}</p> : null);
  const aria = (f: FreeField, hint?: string) => ({ 'aria-invalid': field === f ? true : undefined, 'aria-describedby': [field === f ? errorId : null, hint].filter(Boolean).join(' ') || undefined });
  return (
    <section className="bm-booking bm-free" aria-labelledby="bm-free-title">
      <h2 id="bm-free-title">{t('free_time')}</h2>
      <Form method="post" className="bm-free__form">
        <input type="hidden" name="intent" value={b.meetingId ? 'reschedule' : 'invite'} />
        <input type="hidden" name="mode" value="free" />
        <BookingTarget b={b} here={data.here} />
        <label htmlFor={freeIds.free_start}>{t('free_start')}</label>
        <input id={freeIds.free_start} name="free_start" type="datetime-local" required {...aria('free_start', 'bm-free-hint')} />
        {error('free_start')}
        <label htmlFor={freeIds.free_end}>{t('free_end')}</label>
        <input id={freeIds.free_end} name="free_end" type="datetime-local" required {...aria('free_end', 'bm-free-hint')} />
        {error('free_end')}
        <p id="bm-free-hint" className="bm-hint">{t('free_hint', { tz: data.timezone })}</p>
        <label htmlFor={freeIds.custom_place_name}>{t('free_place')}</label>
        <input id={freeIds.custom_place_name} name="custom_place_name" required maxLength={200} autoComplete="off" {...aria('custom_place_name')} />
        {error('custom_place_name')}
        <label htmlFor="bm-free-message">{t('free_message_label')}</label>
        <textarea id="bm-free-message" name="message" maxLength={2000} rows={3} />
        <button type="submit" disabled={busy}>{b.meetingId ? t('reschedule') : t('send_free')}</button>
      </Form>
    </section>
  );
}

/** `business-matching` with `pending/{meetingId?}` and `accepted/{meetingId?}` (SPEC §2). */
export function MatchingScreen({ data }: { data: Data }) {
  const { t } = useTranslation(['matching', 'common']);
  const busy = useNavigation().state !== 'idle';
  // A new invitation, an answer or a changed meeting shows here without a reload.
  useLiveUserScreen(data.eventId, 'business_matching');
  const tabs: [Data['tab'], string, number | null][] = [['meet', '', null], ['pending', '/pending', data.ingoing.length + data.outgoing.length], ['accepted', '/accepted', data.accepted.length]];
  // The lists change live (another's invitation or answer): a screen reader hears what was added.
  const section = (id: string, title: string, list: Shown[], empty: string) => (
    <section aria-labelledby={id} aria-live="polite">
      <h2 id={id}>{title}</h2>
      {list.length ? <ul className="bm-list">{list.map((m) => <MeetingRow key={m.id} m={m} data={data} busy={busy} />)}</ul> : <p>{empty}</p>}
    </section>
  );
  return (
    <ScreenMain className="bm" aria-labelledby="bm-title">
      <h1 id="bm-title">{t('title')}</h1>
      <nav aria-label={t('nav')} className="bm-tabs">
        <ul>
          {tabs.map(([tab, path, n]) => (
            <li key={tab}><Link to={`${data.basePath}/business-matching${path}`} aria-current={data.tab === tab ? 'page' : undefined}>{t(`tab_${tab}`)}{n ? ` (${n})` : ''}</Link></li>
          ))}
        </ul>
      </nav>
      <p role="status" className="bm-notice">{data.notice ? t(`done_${data.notice}`) : ''}</p>
      {data.error && !data.errorField ? <p role="alert" className="bm-error">{t(`common:errors.${data.error.replaceAll('.', '_')}`, { defaultValue: t('failed') })}</p> : null}
      {data.open ? (
        // A panel over the list, not a dialog (nothing else is blocked, Close is a link): focus
        // moves to its heading when a meeting opens, so screen readers start there.
        <section key={data.open.id} className="bm-modal" aria-labelledby="bm-open-title">
          <FocusedHeading id="bm-open-title">
            {t('details')}: {data.open.other.first_name} {data.open.other.last_name}
          </FocusedHeading>
          <dl>
            <dt>{t('when')}</dt><dd>{data.open.when}</dd>
            <dt>{t('place')}</dt><dd>{data.open.tag_agenda_place ?? data.open.custom_place_name}</dd>
            {data.open.message ? <><dt>{t('message')}</dt><dd>{data.open.message}</dd></> : null}
          </dl>
          <ul className="bm-list"><MeetingRow m={data.open} data={data} busy={busy} /></ul>
          <Link to={`${data.basePath}/business-matching/${data.tab === 'accepted' ? 'accepted' : 'pending'}`}>{t('close')}</Link>
        </section>
      ) : null}
      {data.booking ? <Booking data={data} busy={busy} /> : null}
      {data.booking && data.freeTime ? <FreeTimeBooking data={data} busy={busy} /> : null}
      {data.tab === 'meet' ? (
        <>
          <Form method="get" className="bm-filters" role="search">
            <fieldset>
              <legend>{t('filters')}</legend>
              {data.groups.map((g) => (
                <fieldset key={g.id} className="bm-group">
                  <legend>{g.name}</legend>
                  {g.tags.map((tag) => (
                    <label key={tag.id}><input type="checkbox" name="tag" value={tag.id} defaultChecked={data.tagIds.includes(tag.id)} /> {tag.value}</label>
                  ))}
                </fieldset>
              ))}
            </fieldset>
            <label htmlFor="bm-q">{t('search_label')}</label>
            <input id="bm-q" name="q" type="search" defaultValue={data.q} maxLength={200} />
            <button type="submit">{t('apply_filters')}</button>
          </Form>
          <p aria-live="polite">{busy ? t('loading') : t('people_count', { count: data.total })}</p>
          {data.people.length ? (
            <ul className="bm-list">
              {data.people.map((p) => (
                <li key={p.user_identity_token} className="bm-person">
                  <h2 className="bm-name">{p.first_name} {p.last_name}</h2>
                  {p.position || p.company ? <p>{[p.position, p.company].filter(Boolean).join(', ')}</p> : null}
                  <p className="bm-tags">{p.tags.map((tag) => <span key={tag.id}>{tag.value}</span>)}</p>
                  <Link className="bm-link" to={`?with=${encodeURIComponent(p.user_identity_token)}#bm-booking-title`} aria-label={`${t('book')}: ${p.first_name} ${p.last_name}`}>{t('book')}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('people_empty')}</p>
          )}
        </>
      ) : null}
      {data.tab === 'pending' ? (
        <>
          {section('bm-received', t('received'), data.ingoing, t('received_empty'))}
          {section('bm-sent', t('sent'), data.outgoing, t('sent_empty'))}
        </>
      ) : null}
      {data.tab === 'accepted' ? (
        <>
          {section('bm-accepted', t('tab_accepted'), data.accepted, t('accepted_empty'))}
          <h2>{t('feed_title')}</h2>
          <p>{t('feed_hint')}</p>
          <input className="bm-feed" readOnly value={data.feedUrl} aria-label={t('feed_title')} />
        </>
      ) : null}
    </ScreenMain>
  );
}

function FocusedHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
