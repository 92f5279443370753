import { tagStyle } from '../../components/ui/tag-style.ts';
import { useTranslation } from 'react-i18next';
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

export function AgendaScreen({ data, component }: ScreenProps<AgendaData>) {
  const { t, i18n } = useTranslation('agenda');
  const time = new Intl.DateTimeFormat(i18n.language, { timeZone: data.timeZone, hour: '2-digit', minute: '2-digit' });
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  const query = (day: string) => {
    const p = new URLSearchParams({ day });
    if (data.filter.placeId) p.set('place', String(data.filter.placeId));
    if (data.filter.pathId) p.set('path', String(data.filter.pathId));
    return `?${p}`;
  };
  return (
    <section className="agenda">
      <h1>{component.label}</h1>
      {data.days.length === 0 ? (
        <p className="agenda-empty">{t('empty')}</p>
      ) : (
        <>
          <nav aria-label={t('days')}>
            <ul className="agenda-days">
              {data.days.map((d) => (
                <li key={d}>
                  <Link to={query(d)} aria-current={d === data.day ? 'page' : undefined} preventScrollReset>
                    <span suppressHydrationWarning>{dayLabel.format(new Date(`${d}T12:00:00Z`))}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="get" className="agenda-filters">
            <input type="hidden" name="day" value={data.day ?? ''} />
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
                    <time dateTime={slot.start} suppressHydrationWarning>{time.format(new Date(slot.start))}</time>
                  </h2>
                  <ul className="agenda-sessions">
                    {slot.sessions.map((s) => (
                      <li key={s.id} className="agenda-session" data-testid="agenda-session">
                        <h3>{s.name}</h3>
                        <p className="agenda-when">
                          <time dateTime={s.time_start} suppressHydrationWarning>{time.format(new Date(s.time_start))}</time>
                          {' – '}
                          <time dateTime={s.time_end} suppressHydrationWarning>{time.format(new Date(s.time_end))}</time>
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
