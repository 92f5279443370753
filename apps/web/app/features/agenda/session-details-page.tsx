import { useTranslation } from 'react-i18next';
import { When } from '../../components/when.tsx';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../components/ui/index.ts';
import { tagStyle } from '../../components/ui/tag-style.ts';
import { errorText } from '../access/error-text.ts';
import type { SessionDetailsData } from './session-details.server';
import './agenda.css';

const reminderOptions = [5, 15, 30] as const;

/** The money of a seat: integer minor units shown in the visitor's locale. */
const money = (minor: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

/** A session with speakers, place and path, times in the event's timezone, seats and my schedule. */
export function SessionDetailsPage({ data, basePath }: { data: SessionDetailsData; basePath: string }) {
  const { t, i18n } = useTranslation('agenda');
  const { t: tq } = useTranslation('discussion');
  const failed = useActionData<{ intent: string; code: string } | undefined>();
  const busy = useNavigation().state !== 'idle';
  const s = data.session;
  const agendaHref = `${basePath}/component/${data.component.id}`;
  const here = `${agendaHref}/agenda_sessions/${s.id}`;
  const started = s.can_rate;
  const mine = s.my_schedule;
  return (
    <section className="agenda agenda-details" aria-labelledby="session-title">
      <p>
        <Link to={agendaHref}>{t('back_to_agenda')}</Link>
      </p>
      <h1 id="session-title">{s.name}</h1>
      {data.notice === 'reminder' ? <Alert tone="success">{t('reminder_saved')}</Alert> : null}
      {data.notice === 'rate' ? <Alert tone="success">{t('rating_saved')}</Alert> : null}
      {failed ? <Alert tone="error">{errorText(t, failed.code)}</Alert> : null}
      <p className="agenda-when">
        <When value={s.time_start} style="day" timeZone={s.time_zone} />,{' '}
        <When value={s.time_start} style="time" timeZone={s.time_zone} />
        {' – '}
        <When value={s.time_end} style="time" timeZone={s.time_zone} />
        <br />
        <small>{t('times_in_zone', { zone: s.time_zone })}</small>
      </p>
      <p className="agenda-tags">
        {s.tag_agenda_place ? <span className="agenda-tag" style={tagStyle(s.tag_agenda_place.hex)}><span className="visually-hidden">{t('place')}: </span>{s.tag_agenda_place.value}</span> : null}
        {s.tag_agenda_path ? <span className="agenda-tag" style={tagStyle(s.tag_agenda_path.hex)}><span className="visually-hidden">{t('path')}: </span>{s.tag_agenda_path.value}</span> : null}
      </p>
      {s.speakers.length > 0 && (
        <section aria-labelledby="session-speakers">
          <h2 id="session-speakers">{t('speakers')}</h2>
          <ul className="agenda-speaker-list">
            {s.speakers.map((p) => (
              <li key={p.id}>
                {p.picture ? <img src={p.picture} alt="" width={40} height={40} /> : null}
                <span>
                  <strong>{`${p.first_name} ${p.last_name}`.trim()}</strong>
                  {p.position || p.company ? <small>{[p.position, p.company].filter(Boolean).join(', ')}</small> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {s.description ? (
        <section aria-labelledby="session-description">
          <h2 id="session-description">{t('description')}</h2>
          <p className="agenda-description">{s.description}</p>
        </section>
      ) : null}
      {s.seat ? (
        <p className="agenda-seat" data-testid="session-seat">
          {s.seat.sold_out ? t('sold_out') : s.seat.tickets_left === null ? t('seats_available') : t('seats_left', { count: s.seat.tickets_left })}
          {' · '}
          {money(s.seat.price, s.seat.currency, i18n.language)}
          {!s.seat.sold_out && !started ? (
            <>
              {' '}
              <Link className="agenda-button" to={`${basePath}/buy-ticket?choice=session:${s.seat.ticket_id}`}>{t('buy_seat')}</Link>
            </>
          ) : null}
        </p>
      ) : null}

      <div className="agenda-actions">
        {data.canSchedule ? (
          <Form method="post">
            <input type="hidden" name="redirectTo" value={`${here}/details`} />
            {mine ? (
              <button type="submit" name="intent" value="remove" disabled={busy}>{t('remove_from_schedule')}</button>
            ) : (
              <button type="submit" name="intent" value="add" disabled={busy}>{t('add_to_schedule')}</button>
            )}
          </Form>
        ) : !data.signedIn ? (
          <p>{t('login_for_schedule')}</p>
        ) : null}
        <a href={`${here}/calendar.ics`} download>{t('add_to_calendar')}</a>
        {data.signedIn ? <Link to={here}>{t('session_attendees')}</Link> : null}
        {s.agenda_discussion_on ? <Link to={`${here}/questions`}>{tq('session_questions')}</Link> : null}
      </div>

      {mine && !started ? (
        <Form method="post" className="agenda-filters">
          <input type="hidden" name="intent" value="reminder" />
          <label>
            {t('reminder')}
            <select name="reminder_minutes" defaultValue={mine.reminder_minutes ?? ''}>
              <option value="">{t('reminder_none')}</option>
              {reminderOptions.map((m) => <option key={m} value={m}>{t(`reminder_${m}`)}</option>)}
            </select>
          </label>
          <button type="submit" disabled={busy}>{t('save_reminder')}</button>
        </Form>
      ) : null}

      {data.canSchedule ? (
        started ? (
          <Form method="post" className="agenda-rating">
            <input type="hidden" name="intent" value="rate" />
            <fieldset>
              <legend>{t('rating')}</legend>
              {[1, 2, 3, 4, 5].map((v) => (
                <label key={v}>
                  <input type="radio" name="rating" value={v} defaultChecked={mine?.rating === v} required />
                  <span>{t('rate_value', { value: v })}</span>
                </label>
              ))}
            </fieldset>
            <button type="submit" disabled={busy}>{t('rate')}</button>
          </Form>
        ) : (
          <p className="agenda-note">{t('rating_after_start')}</p>
        )
      ) : null}
    </section>
  );
}
