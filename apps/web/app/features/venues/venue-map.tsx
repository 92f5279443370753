import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { PointLinks } from './point-links.tsx';
import type { VenueItem } from './venues.server';

/** Percent for CSS; the server already clamps, this keeps a stray value on the picture anyway. */
const pct = (v: number) => `${Math.min(100, Math.max(0, v))}%`;

/** A caption under a pin near the picture's left or right edge grows inwards, not off the picture. */
const captionSide = (x: number) => (x < 8 ? ' venue-pin__caption--start' : x > 92 ? ' venue-pin__caption--end' : '');

/**
 * The map picture with its pins. Each pin is a button named by its number and label, numbered
 * like the text list under the map; activating it opens a panel under the picture (a popover
 * would overflow a 360 px screen). Escape closes the panel and gives focus back to its pin.
 * Where the map is drawn wide enough, each pin also shows its label under it, in the visitor's
 * language, so a picture needs no words of its own (venues.css); on a phone the numbers and
 * the list say it.
 */
export function VenueMap({ venue, basePath }: { venue: VenueItem & { map_picture: string }; basePath: string }) {
  const { t } = useTranslation('venues');
  const [open, setOpen] = useState<number | null>(null);
  const [broken, setBroken] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const pins = useRef(new Map<number, HTMLButtonElement>());
  const panelId = useId();
  // An image that failed before hydration never fires onError in React: check it once mounted.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setBroken(true);
  }, []);
  const selected = venue.points.find((p) => p.id === open) ?? null;
  const close = () => {
    if (open !== null) pins.current.get(open)?.focus();
    setOpen(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open !== null) {
      e.preventDefault();
      close();
    }
  };
  if (broken) return <Alert tone="error">{t('venues.map_failed')}</Alert>;
  return (
    <div className="venue-map" onKeyDown={onKeyDown}>
      <div className="venue-map__canvas">
        <img ref={img} src={venue.map_picture} alt={t('venues.map_alt', { name: venue.name })} onError={() => setBroken(true)} />
        {/* Each pin's label under it, for the eye (the pin is named by its aria-label): beside the
            button, not in it, so the button's visible text stays its number. */}
        {venue.points.map((p) => (
          <span key={p.id} aria-hidden="true" className={`venue-pin__caption${captionSide(p.x)}`} style={{ left: pct(p.x), top: pct(p.y) }}>
            {p.label}
          </span>
        ))}
        {venue.points.map((p, i) => (
          <button
            key={p.id}
            ref={(el) => {
              if (el) pins.current.set(p.id, el);
              else pins.current.delete(p.id);
            }}
            type="button"
            className="venue-pin"
            style={{ left: pct(p.x), top: pct(p.y) }}
            // The number it shows, then its label: what a speech user reads off the pin names it.
            aria-label={`${i + 1}. ${p.label}`}
            aria-expanded={open === p.id}
            aria-controls={panelId}
            data-point-id={p.id}
            onClick={() => setOpen(open === p.id ? null : p.id)}
          >
            <span aria-hidden="true">{i + 1}</span>
          </button>
        ))}
      </div>
      {/* Always rendered (empty when closed) so screen readers announce what the pin opens. */}
      <div id={panelId} className={selected ? 'venue-map__panel' : undefined} role="region" aria-live="polite" aria-label={t('venues.point_details')}>
        {selected ? (
          <>
            <h3>{selected.label}</h3>
            {selected.description ? <p>{selected.description}</p> : null}
            <PointLinks point={selected} basePath={basePath} />
            <button type="button" className="venue-map__close" onClick={close}>
              {t('venues.close')}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
