/**
 * The event's own words (component labels, ticket and add-on names, the landing page's headings,
 * the matching questions) in the visitor's language. An organizer writes them once, in the event's
 * default language, and gives translations in the landing config (SPEC §3 lp_settings
 * `translations`: locale → source text → translation); a text without one stays as written.
 * Keyed by the source text, so one translation serves every place the same words appear.
 */
export type EventText = (source: string) => string;

type Dictionary = Record<string, string>;

const identity: EventText = (s) => s;

// Parsing lp_settings costs tens of microseconds; pages ask for their event's dictionary several
// times per request. Keyed by the settings text itself: an edit is a new key. Bounded by the
// characters its keys hold as well as by count (a landing page may be 2 MB of text).
const cache = new Map<string, Dictionary | null>();
const MAX_KEY_CHARS = 8_000_000;
let keyChars = 0;

/** The translations of `locale` (or its base language) in an lp_settings text; null when it has none. */
function parseDictionary(lpSettings: string, locale: string): Dictionary | null {
  try {
    const translations = (JSON.parse(lpSettings) as { translations?: unknown }).translations;
    if (translations && typeof translations === 'object') {
      const all = translations as Record<string, unknown>;
      const found = all[locale] ?? all[locale.split('-')[0]!];
      if (found && typeof found === 'object' && !Array.isArray(found)) {
        return Object.fromEntries(Object.entries(found as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
      }
    }
  } catch {
    // A damaged lp_settings is reported where it is parsed for the page (load-landing-page); here the words stay as written.
  }
  return null;
}

function dictionary(lpSettings: string, locale: string): Dictionary | null {
  const key = `${locale}\u0000${lpSettings}`;
  if (cache.has(key)) return cache.get(key)!;
  const dict = parseDictionary(lpSettings, locale);
  if (cache.size > 100 || keyChars + key.length > MAX_KEY_CHARS) {
    cache.clear();
    keyChars = 0;
  }
  cache.set(key, dict);
  keyChars += key.length;
  return dict;
}

function translator(dict: Dictionary | null): EventText {
  if (!dict) return identity;
  return (source) => dict[source] ?? dict[source.trim()] ?? source;
}

/** The translator for one event and language; texts without a translation come back unchanged. */
export function eventText(event: { lp_settings: string | null }, locale: string): EventText {
  return translator(event.lp_settings ? dictionary(event.lp_settings, locale) : null);
}

/** The same, parsed afresh: for a caller that keeps the translator itself (stored-event-text). */
export function translatorOf(lpSettings: string | null, locale: string): EventText {
  return translator(lpSettings ? parseDictionary(lpSettings, locale) : null);
}
