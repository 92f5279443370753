import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../components/ui/index.ts';
import { Screen } from '../access/screen.tsx';
import type { availabilityScreenLoader, BusyTime } from './availability.server';
import './availability.css';

type Data = Awaited<ReturnType<typeof availabilityScreenLoader>>;

/** One section with a heading, for the screen's parts. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="availability__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function TimeRow({ time, timezone }: { time: BusyTime; timezone: string }) {
  const { t, i18n } = useTranslation('availability');
  const fmt = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, hour: '2-digit', minute: '2-digit' });
  const sameDay = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' });
  const from = new Date(time.from);
  const to = new Date(time.to);
  const end = sameDay.format(from) === sameDay.format(to) ? fmt.format(to) : new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, dateStyle: 'medium', timeStyle: 'short' }).format(to);
  const label = `${fmt.format(from)} – ${end}`;
  return (
    <li className="availability__time">
      <span className="availability__when">{label}</span>
      <span className="availability__source">{t(`source_${time.source}`)}</span>
      <Form method="post" className="availability__remove">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={time.id} />
        <Button type="submit" variant="secondary" aria-label={t('remove_label', { time: label })}>{t('remove')}</Button>
      </Form>
    </li>
  );
}

/** `profile/availability`: when I cannot meet (by hand, from an .ics file or URL, or Google Calendar). */
export function AvailabilityScreen({ data }: { data: Data }) {
  const { t, i18n } = useTranslation(['availability', 'common']);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const dayFmt = new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Screen title={t('title')} intro={t('intro', { tz: data.timezone })} wide>
      <div aria-live="polite" className="availability__status">
        {busy ? <p>{t('saving')}</p> : null}
        {!busy && data.notice === 'imported' ? <Alert tone="success">{t('imported', { count: data.count })}</Alert> : null}
        {!busy && data.notice === 'added' ? <Alert tone="success">{t('added')}</Alert> : null}
        {!busy && data.notice === 'removed' ? <Alert tone="success">{t('removed')}</Alert> : null}
      </div>
      {data.error && !busy ? <Alert tone="error">{t(`common:errors.${data.error.replace('.', '_')}`)}</Alert> : null}

      <Section id="availability-list" title={t('list_title')}>
        <p>{t('count', { count: data.total })}</p>
        {data.days.length ? (
          data.days.map((d) => (
            <div key={d.day} className="availability__day">
              <h3>{dayFmt.format(new Date(`${d.day}T12:00:00Z`))}</h3>
              <ul className="availability__times">
                {d.times.map((time) => <TimeRow key={time.id} time={time} timezone={data.timezone} />)}
              </ul>
            </div>
          ))
        ) : (
          <p className="availability__empty">{t('empty')}</p>
        )}
      </Section>

      <Section id="availability-add" title={t('add_title')}>
        <Form method="post" className="availability__form">
          <input type="hidden" name="intent" value="add" />
          <label htmlFor="availability-from">{t('from')}</label>
          <input id="availability-from" name="from" type="datetime-local" required />
          <label htmlFor="availability-to">{t('to')}</label>
          <input id="availability-to" name="to" type="datetime-local" required />
          <p className="availability__hint">{t('add_hint', { tz: data.timezone })}</p>
          <Button type="submit" disabled={busy}>{t('add')}</Button>
        </Form>
      </Section>

      <Section id="availability-import" title={t('import_title')}>
        <p className="availability__hint">{t('import_hint')}</p>
        <Form method="post" encType="multipart/form-data" className="availability__form">
          <input type="hidden" name="intent" value="import_file" />
          <label htmlFor="availability-file">{t('file_label')}</label>
          <input id="availability-file" name="file" type="file" accept=".ics,text/calendar" required />
          <Button type="submit" disabled={busy}>{t('file_submit')}</Button>
        </Form>
        <Form method="post" className="availability__form">
          <input type="hidden" name="intent" value="import_url" />
          <label htmlFor="availability-url">{t('url_label')}</label>
          <input id="availability-url" name="url" type="url" inputMode="url" placeholder="https://" maxLength={2000} required />
          <Button type="submit" disabled={busy}>{t('url_submit')}</Button>
        </Form>
      </Section>

      <Section id="availability-google" title={t('google_title')}>
        {data.googleAvailable ? (
          <Form method="post" reloadDocument className="availability__form">
            <input type="hidden" name="intent" value="google" />
            <p className="availability__hint">{t('google_hint')}</p>
            <Button type="submit" variant="secondary">{t('google_connect')}</Button>
          </Form>
        ) : (
          <p className="availability__hint">{t('google_unavailable')}</p>
        )}
      </Section>
    </Screen>
  );
}
