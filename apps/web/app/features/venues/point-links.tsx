import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VenuePoint } from './venues.server';

/** Where a map point leads: its exhibitor's page, its agenda session, and the room it names. */
export function PointLinks({ point, basePath }: { point: VenuePoint; basePath: string }) {
  const { t } = useTranslation('venues');
  const { exhibitor, agenda_session: session, tag_agenda_place: place } = point;
  if (!exhibitor && !session && !place) return null;
  return (
    <ul className="venue-point-links">
      {exhibitor ? (
        <li>
          <Link to={`${basePath}/component/${exhibitor.event_component_id}/exhibitor/${exhibitor.id}`}>
            {t('venues.exhibitor_link', { name: exhibitor.name })}
          </Link>
        </li>
      ) : null}
      {session ? (
        <li>
          <Link to={`${basePath}/component/${session.event_component_id}/agenda_sessions/${session.id}/details`}>
            {t('venues.session_link', { name: session.name })}
          </Link>
        </li>
      ) : null}
      {place ? <li>{t('venues.place', { name: place.value })}</li> : null}
    </ul>
  );
}
