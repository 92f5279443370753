import { tagStyle } from '../../components/ui/tag-style.ts';
import { useTranslation } from 'react-i18next';
import { useWhen } from '../../components/when.tsx';
import { Form, Link } from 'react-router';
import type { ScreenProps } from '../components/screens';
import type { AgendaData } from './agenda.server';
import './agenda.css';

function Tag({ tag, label }: { tag: { value: string; hex: string } | null; label: string }) {
  if (!tag) return null;
  return (
    <span className="agenda-tag" style={tagStyle(tag.hex)}>
      <span className="visually-hidden">{label}: </span>
      {tag.value}
    </span>
  );
}

/** Add to / remove from my schedule, posted to the session's details route, then back here. */
function ScheduleToggle({ href, inSchedule, back, name }: { href: string; inSchedule: boolean; back: string; name: string }) {
  const { t } = useTranslation('agenda');
  return (
    <Form method="post" action={href} className="agenda-toggle">
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" name="intent" value={inSchedule ? 'remove' : 'add'} aria-pressed={inSchedule} aria-label={`${inSchedule ? t('remove_from_schedule') : t('add_to_schedule')}: ${name}`}>
        {inSchedule ? t('remove_from_schedule') : t('add_to_schedule')}
      </button>
    </Form>
  );
}

export function AgendaScreen({ data, component, basePath }: ScreenProps<AgendaData>) {
  const { t } = useTranslation('agenda');
  const { t: tq } = useTranslation('discussion');
  const when = useWhen();
  const time = (iso: string) => when(iso, 'time', { timeZone: data.timeZone });
  // Day keys are calendar dates (YYYY-MM-DD in the event's zone): noon UTC names the same day anywhere.
  const dayLabel = (day: string) => when(`${day}T12:00:00Z`, 'day-short', { timeZone: 'UTC' });
  const query = (day: string) => {
    const p = new URLSearchParams({ day });
    if (data.view === 'my') p.set('view', 'my');
    if (data.filter.placeId) p.set('place', String(data.filter.placeId));
    if (data.filter.pathId) p.set('path', String(data.filter.pathId));
    return `?${p}`;
  };
  return (
    <section className="agenda">
      <h1>{component.label}</h1>
      {data.hasDiscussion ? (
        <p>
          <Link to={`${basePath}/component/${component.id}/questions`}>{tq('sessions_title')}</Link>
        </p>
      ) : null}
      {data.canSchedule ? (
        <nav aria-label={t('my_schedule')} className="agenda-views">
          <Link to="?" aria-current={data.view === 'all' ? 'page' : undefined}>{t('all_sessions')}</Link>
          <Link to="?view=my" aria-current={data.view === 'my' ? 'page' : undefined}>{t('my_schedule')}</Link>
          {data.view === 'my' ? <a href={`${basePath}/component/${component.id}/my_schedule.ics`} download>{t('schedule_calendar')}</a> : null}
        </nav>
      ) : null}
      {data.days.length === 0 ? (
        <p className="agenda-empty">{data.view === 'my' ? t('schedule_empty') : t('empty')}</p>
      ) : (
        <>
          <nav aria-label={t('days')}>
            <ul className="agenda-days">
              {data.days.map((d) => (
                <li key={d}>
                  <Link to={query(d)} aria-current={d === data.day ? 'page' : undefined} preventScrollReset>
                    <span>{dayLabel(d)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="get" className="agenda-filters">
            <input type="hidden" name="day" value={data.day ?? ''} />
            {data.view === 'my' ? <input type="hidden" name="view" value="my" /> : null}
            <label>
              {t('place')}
              <select name="place" defaultValue={data.filter.placeId ?? ''}>
                <option value="">{t('all_places')}</option>
                {data.places.map((p) => <option key={p.id} value={p.id}>{p.value}</option>)}
              </select>
            </label>
            <label>
              {t('path')}
              <select name="path" defaultValue={data.filter.pathId ?? ''}>
                <option value="">{t('all_paths')}</option>
                {data.paths.map((p) => <option key={p.id} value={p.id}>{p.value}</option>)}
              </select>
            </label>
            <button type="submit">{t('filter')}</button>
          </Form>
          {data.slots.length === 0 ? (
            <p className="agenda-empty" role="status">{t('no_results')}</p>
          ) : (
            <ol className="agenda-slots">
              {data.slots.map((slot) => (
                <li key={slot.start}>
                  <h2 className="agenda-time">
                    <time dateTime={slot.start}>{time(slot.start)}</time>
                  </h2>
                  <ul className="agenda-sessions">
                    {slot.sessions.map((s) => (
                      <li key={s.id} className="agenda-session" data-testid="agenda-session">
                        <h3>
                          <Link to={`${basePath}/component/${component.id}/agenda_sessions/${s.id}/details`}>{s.name}</Link>
                        </h3>
                        <p className="agenda-when">
                          <time dateTime={s.time_start}>{time(s.time_start)}</time>
                          {' – '}
                          <time dateTime={s.time_end}>{time(s.time_end)}</time>
                        </p>
                        <p className="agenda-tags">
                          <Tag tag={s.place} label={t('place')} />
                          <Tag tag={s.path} label={t('path')} />
                        </p>
                        {s.speakers.length > 0 && (
                          <p className="agenda-speakers">
                            <span className="visually-hidden">{t('speakers')}: </span>
                            {s.speakers.map((p) => p.name).join(', ')}
                          </p>
                        )}
                        {data.canSchedule ? (
                          <ScheduleToggle href={`${basePath}/component/${component.id}/agenda_sessions/${s.id}/details`} inSchedule={s.in_schedule} back={data.here} name={s.name} />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
