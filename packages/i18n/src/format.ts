/**
 * Dates, times, money and lists as people read them in a language: one module, so pages that show both
 * load one small chunk (the landing page's HTML names every chunk it preloads).
 *
 * Every date and time the product shows goes through here: in the event's time zone (people read
 * times as they are at the venue) and the reader's language.
 *
 * Node and browsers ship different ICU data: one writes "09:00 AM" with a narrow no-break space
 * (U+202F), the other with a plain or no-break space, and a range's dash between thin spaces or
 * plain ones. Text rendered on the server and again in the browser must be identical or React
 * throws away the server's page (hydration error #418), so every kind of space is written as a
 * plain one.
 */

export type WhenStyle =
  /** 18 May 2027 */
  | 'date'
  /** Tuesday, 18 May 2027 */
  | 'date-long'
  /** 09:00 */
  | 'time'
  /** 18 May 2027, 09:00 */
  | 'datetime'
  /** Tuesday, 18 May 2027 at 09:00 */
  | 'datetime-long'
  /** Tue, 18 May */
  | 'day-short'
  /** Tuesday, 18 May */
  | 'day'
  /** 18 May 2027, 09:00 (month spelled out) */
  | 'datetime-spelled'
  /** 18 May, 09:00 */
  | 'slot';

const OPTIONS: Record<WhenStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  'date-long': { dateStyle: 'full' },
  // The language's own short time: 09:05 in Polish, 9:05 AM in American English (not 09:05 AM).
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  'datetime-long': { dateStyle: 'full', timeStyle: 'short' },
  'day-short': { weekday: 'short', day: 'numeric', month: 'short' },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  'datetime-spelled': { dateStyle: 'long', timeStyle: 'short' },
  slot: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

/** A slot's hour as `time` writes it: a 12-hour clock has no leading zero ("May 18, 9:05 AM"). */
function slotHour(locale: string, style: WhenStyle): Intl.DateTimeFormatOptions {
  if (style !== 'slot') return {};
  return new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 ? { hour: 'numeric' } : {};
}

/** Building a formatter costs more than using it; a bad locale or zone from data falls back, never throws. */
function formatter(locale: string, timeZone: string | null | undefined, style: WhenStyle): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${style}`;
  let f = cache.get(key);
  if (!f) {
    const zone = timeZone || 'UTC';
    // A bad zone keeps the language (UTC instead); a bad language keeps the zone (English instead).
    for (const [l, z] of [[locale, zone], ['en', zone], [locale, 'UTC'], ['en', 'UTC']] as const) {
      try {
        f = new Intl.DateTimeFormat(l, { ...OPTIONS[style], ...slotHour(l, style), timeZone: z });
        break;
      } catch {
        // next fallback
      }
    }
    f ??= new Intl.DateTimeFormat('en', { ...OPTIONS[style], timeZone: 'UTC' });
    if (cache.size > 500) cache.clear();
    cache.set(key, f);
  }
  return f;
}

const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;

function plainSpaces(s: string): string {
  return s.replace(SPACES, ' ');
}

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** One instant, e.g. formatWhen('2027-05-18T13:00:00Z', 'pl', 'Europe/Warsaw', 'time') → "15:00". */
export function formatWhen(value: string | Date, locale: string, timeZone: string | null | undefined, style: WhenStyle): string {
  const d = toDate(value);
  if (!d) return '';
  return plainSpaces(formatter(locale, timeZone, style).format(d));
}

/**
 * Ranges already written: formatRange is ICU's slowest call here (about 0.4 ms of a landing
 * page's render went to it), and a page writes the same few agenda slots for every visitor.
 */
const ranges = new Map<string, string>();

/** From–to, collapsing what both ends share ("18–20 May 2027", "09:00 – 10:30"). */
export function formatWhenRange(start: string | Date, end: string | Date, locale: string, timeZone: string | null | undefined, style: WhenStyle): string {
  const a = toDate(start);
  const b = toDate(end);
  if (!a) return '';
  const key = `${a.getTime()}|${b?.getTime() ?? ''}|${locale}|${timeZone ?? ''}|${style}`;
  let text = ranges.get(key);
  if (text === undefined) {
    const f = formatter(locale, timeZone, style);
    text = plainSpaces(b && b >= a ? f.formatRange(a, b) : f.format(a));
    if (ranges.size > 5000) ranges.clear();
    ranges.set(key, text);
  }
  return text;
}

/**
 * Money as people read it in a language ("499,00 zł", "€12.50"): the one formatter of the
 * checkout, the landing page, the admin panel and the ticket PDF. Amounts are stored in minor
 * units; a currency with another exponent (JPY, KWD) is formatted by its own rules. Locales and
 * currencies come from data: a malformed locale tag is read as English, an unknown currency falls
 * back to the amount and its code.
 */
const formats = new Map<string, { format: Intl.NumberFormat; digits: number } | null>();

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Building a NumberFormat costs far more than using one, and a page shows many prices: one per language and currency. */
function priceFormat(locale: string, currency: string): { format: Intl.NumberFormat; digits: number } | null {
  const key = `${locale}|${currency}`;
  let entry = formats.get(key);
  if (entry === undefined) {
    try {
      const format = new Intl.NumberFormat(safeLocale(locale), { style: 'currency', currency });
      entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    } catch {
      entry = null;
    }
    // A flood of odd locales or currencies must not grow this forever.
    if (formats.size > 500) formats.clear();
    formats.set(key, entry);
  }
  return entry;
}

export function formatPrice(minorUnits: number, currency: string, locale: string): string {
  const entry = priceFormat(locale, currency);
  return entry ? entry.format.format(minorUnits / 10 ** entry.digits) : `${(minorUnits / 100).toFixed(2)} ${currency}`;
}

// Building an Intl.ListFormat costs about ten times its format() (ICU loads the locale's
// patterns): one per locale asked, capped so malformed tags from visitors cannot grow the map.
const lists = new Map<string, Intl.ListFormat>();

/** "3 days, 4 hours and 5 minutes" with the locale's own conjunction. */
export function formatList(items: string[], locale: string): string {
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(safeLocale(locale), { style: 'long', type: 'conjunction' });
    if (lists.size < 64) lists.set(locale, format);
  }
  return format.format(items);
}
