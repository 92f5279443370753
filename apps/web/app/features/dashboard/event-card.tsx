import { useTranslation } from 'react-i18next';
import { eventPhase } from '@foyer/core/dashboard/event-phase';
import { formatEventDates, formatKm } from './format-event-dates.ts';

export interface CardEvent {
  id: number;
  title: string;
  place_address: string | null;
  start_date: string;
  end_date: string;
  timezone: string;
  logo: string | null;
  lp_url: string;
  joined?: boolean;
  has_ticket?: boolean;
  distance_km?: number;
}

/**
 * One event of a dashboard list: logo, title linking to its landing page, dates in its own time
 * zone, place, and what ties the visitor to it (joined, ticket) or how far it is.
 */
export function EventCard({ event, locale, now, showPhase = false }: { event: CardEvent; locale: string; now: string; showPhase?: boolean }) {
  const { t } = useTranslation('dashboard');
  const titleId = `db-event-${event.id}`;
  const phase = eventPhase(event, new Date(now));
  return (
    <li className="db-card" aria-labelledby={titleId}>
      {event.logo ? <img className="db-card__logo" src={event.logo} alt="" width={56} height={56} loading="lazy" /> : <span className="db-card__logo db-card__logo--empty" aria-hidden="true" />}
      <div className="db-card__body">
        <h3 id={titleId} className="db-card__title">
          <a href={`/${event.lp_url}`}>{event.title}</a>
        </h3>
        <p className="db-card__when">
          <time dateTime={event.start_date}>{formatEventDates(event.start_date, event.end_date, locale, event.timezone)}</time>
          <span className="db-card__zone"> ({event.timezone.replaceAll('_', ' ')})</span>
        </p>
        {event.place_address ? <p className="db-card__place">{event.place_address}</p> : null}
        <p className="db-card__tags">
          {showPhase ? <span className={`db-badge db-badge--${phase}`}>{t(`phase.${phase}`)}</span> : null}
          {event.joined ? <span className="db-badge">{t('joined')}</span> : null}
          {event.has_ticket ? <span className="db-badge">{t('has_ticket')}</span> : null}
          {event.distance_km !== undefined ? <span className="db-badge">{t('distance', { distance: formatKm(event.distance_km, locale) })}</span> : null}
        </p>
      </div>
    </li>
  );
}

export function EventList({ events, label, locale, now, showPhase }: { events: CardEvent[]; label: string; locale: string; now: string; showPhase?: boolean }) {
  return (
    <ul className="db-list" aria-label={label}>
      {events.map((e) => (
        <EventCard key={e.id} event={e} locale={locale} now={now} showPhase={showPhase ?? false} />
      ))}
    </ul>
  );
}
