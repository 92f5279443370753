import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import { ExternalLink, ScreenFrame } from './screen-frame.tsx';
import { PointLinks } from './point-links.tsx';
import { VenueMap } from './venue-map.tsx';
import type { VenueItem, VenuesData } from './venues.server';
import './venues.css';

function Venue({ venue, basePath }: { venue: VenueItem; basePath: string }) {
  const { t } = useTranslation('venues');
  const headingId = `venue-${venue.id}`;
  return (
    <article className="venue" aria-labelledby={headingId}>
      <h2 id={headingId}>{venue.name}</h2>
      {venue.address ? <address className="venue__address">{venue.address}</address> : null}
      {venue.description ? <p>{venue.description}</p> : null}
      {venue.map_url ? (
        <p>
          <ExternalLink href={venue.map_url} note={t('opens_new_tab')} className="venue__maps-link">
            {t('venues.open_in_maps')}
          </ExternalLink>
        </p>
      ) : null}
      {venue.map_picture ? <VenueMap venue={{ ...venue, map_picture: venue.map_picture }} basePath={basePath} /> : null}
      {venue.points.length ? (
        // The same points as text, numbered like the pins: for screen readers and small phones.
        <section aria-labelledby={`${headingId}-points`}>
          <h3 id={`${headingId}-points`}>{t('venues.points')}</h3>
          <ol className="venue__points">
            {venue.points.map((p) => (
              <li key={p.id}>
                <strong>{p.label}</strong>
                {p.description ? <span> — {p.description}</span> : null}
                <PointLinks point={p} basePath={basePath} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}

/** SPEC §1/§2 "venues and maps", with the interactive map of each venue. */
export function VenuesScreen({ data, component, basePath }: ScreenProps<VenuesData>) {
  const { t } = useTranslation('venues');
  return (
    <ScreenFrame id="venues" title={component.label} loadingLabel={t('loading')} empty={data.venues.length === 0} emptyText={t('venues.empty')}>
      {data.venues.map((v) => (
        <Venue key={v.id} venue={v} basePath={basePath} />
      ))}
    </ScreenFrame>
  );
}
