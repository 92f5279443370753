import { useTranslation } from 'react-i18next';
import { formatList } from '@foyer/i18n';
import { useLandingData } from '../landing-data-context.ts';
import { computeCountdown, type CountdownParts } from './compute-countdown.ts';
import { useTickingNow } from './use-ticking-now.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

function pad(unit: (typeof UNITS)[number], value: number): string {
  return unit === 'days' ? String(value) : String(value).padStart(2, '0');
}

/**
 * Days, hours, minutes and seconds to the event's start or end. The digits tick silently
 * (aria-live off, hidden from assistive tech); a visually hidden sentence says the same once.
 */
export function Countdown({ target, label }: { target: 'start' | 'end'; label?: string | undefined }) {
  const { t } = useTranslation('landing');
  const { event, now: serverNow, locale } = useLandingData();
  const now = useTickingNow(serverNow);
  const state = computeCountdown({ start: event.start_date, end: event.end_date, now, target });
  if (!state) return null;

  if (state.phase !== 'counting') {
    return (
      <div className="lp-countdown lp-countdown--done">
        <p className="lp-countdown__status">{t(state.phase === 'started' ? 'countdown.started' : 'countdown.ended')}</p>
      </div>
    );
  }

  const parts: CountdownParts = state.parts;
  const caption = label?.trim() || t(state.until === 'start' ? 'countdown.untilStart' : 'countdown.untilEnd');
  // Minute precision: the sentence is for screen readers, who should not hear it change every second.
  const spans = (['days', 'hours', 'minutes'] as const)
    .filter((unit) => parts[unit] > 0 || unit === 'minutes')
    .map((unit) => t(`countdown.span.${unit}`, { count: parts[unit] }));
  const time = formatList(spans, locale);
  return (
    <div className="lp-countdown">
      <p className="lp-countdown__label">{caption}</p>
      <ol className="lp-countdown__digits" aria-live="off" aria-hidden="true">
        {UNITS.map((unit) => (
          <li key={unit} className="lp-countdown__unit">
            <span className="lp-countdown__value" data-unit={unit}>
              {pad(unit, parts[unit])}
            </span>
            <span className="lp-countdown__name">{t(`countdown.${unit}`, { count: parts[unit] })}</span>
          </li>
        ))}
      </ol>
      <p className="lp-visually-hidden" suppressHydrationWarning>
        {t(state.until === 'start' ? 'countdown.summaryUntilStart' : 'countdown.summaryUntilEnd', { time })}
      </p>
    </div>
  );
}
