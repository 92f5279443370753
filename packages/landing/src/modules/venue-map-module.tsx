import { useTranslation } from 'react-i18next';
import { useLandingData } from '../landing-data-context.ts';
import { numberField, placementDefaults, placementFields, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection } from './module-section.tsx';

function isCoordinate(value: number | null | undefined, bound: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;
}

/**
 * The venue's address and a link to it on OpenStreetMap. A link, not an embedded map: the page
 * loads nothing from third parties by itself.
 */
export function VenueMapModule({ id, heading, address, lat, lon }: ModuleRenderProps<'venue_map'>) {
  const { t } = useTranslation('landing');
  const { event } = useLandingData();
  const place = address?.trim() || event.place_address?.trim() || '';
  const latitude = lat ?? event.lat;
  const longitude = lon ?? event.lon;
  const mapHref =
    isCoordinate(latitude, 90) && isCoordinate(longitude, 180)
      ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
      : place
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`
        : null;
  return (
    <ModuleSection id={id} type="venue_map" heading={heading?.trim() || t('venue.title')}>
      {place ? <address className="lp-venue__address">{place}</address> : null}
      {mapHref ? (
        <p>
          <a className="lp-link-button" href={mapHref}>
            {t('venue.openMap')}
          </a>
        </p>
      ) : (
        <EmptyState>{t('venue.empty')}</EmptyState>
      )}
    </ModuleSection>
  );
}

export function venueMapModule(label: LabelFn): ModuleConfig<'venue_map'> {
  return {
    label: label('editor.modules.venue_map'),
    fields: {
      heading: textField(label, 'heading'),
      address: textField(label, 'address'),
      lat: numberField(label, 'lat', { min: -90, max: 90 }),
      lon: numberField(label, 'lon', { min: -180, max: 180 }),
      ...placementFields(label),
    },
    defaultProps: { ...placementDefaults },
    render: (props) => <VenueMapModule {...props} />,
  };
}
