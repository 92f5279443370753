import { useTranslation } from 'react-i18next';
import { formatWhen, formatWhenRange, type WhenStyle } from '@foyer/i18n';
import { useEventLayout } from '../features/access/use-event-layout.ts';

/**
 * A date or time as the visitor reads it: in the event's time zone (or `timeZone`) and the page's
 * language, through the one formatter (@foyer/i18n formatWhen) whose text is the same on the
 * server and in the browser. `end` makes it a range.
 */
export function When({ value, end, style, timeZone }: { value: string | Date; end?: string | Date | null; style: WhenStyle; timeZone?: string | null }) {
  const text = useWhen()(value, style, { end, timeZone });
  const iso = value instanceof Date ? value.toISOString() : value;
  return <time dateTime={iso}>{text}</time>;
}

/** The formatter itself, for text that is not a <time> of its own (labels, options, sentences). */
export function useWhen() {
  const { i18n } = useTranslation();
  const { event } = useEventLayout();
  return (value: string | Date, style: WhenStyle, opts: { end?: string | Date | null; timeZone?: string | null } = {}) => {
    const zone = opts.timeZone !== undefined ? opts.timeZone : (event?.timezone ?? null);
    return opts.end ? formatWhenRange(value, opts.end, i18n.language, zone, style) : formatWhen(value, i18n.language, zone, style);
  };
}
