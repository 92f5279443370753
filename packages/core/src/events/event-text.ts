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
// times per request. Keyed by the settings text itself: an edit is a new key.
const cache = new Map<string, Dictionary | null>();

function dictionary(lpSettings: string, locale: string): Dictionary | null {
  const key = `${locale}\u0000${lpSettings}`;
  if (cache.has(key)) return cache.get(key)!;
  let dict: Dictionary | null = null;
  try {
    const translations = (JSON.parse(lpSettings) as { translations?: unknown }).translations;
    if (translations && typeof translations === 'object') {
      const all = translations as Record<string, unknown>;
      const found = all[locale] ?? all[locale.split('-')[0]!];
      if (found && typeof found === 'object' && !Array.isArray(found)) {
        dict = Object.fromEntries(Object.entries(found as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
      }
    }
  } catch {
    // A damaged lp_settings is reported where it is parsed for the page (load-landing-page); here the words stay as written.
  }
  if (cache.size > 100) cache.clear();
  cache.set(key, dict);
  return dict;
}

/** The translator for one event and language; texts without a translation come back unchanged. */
export function eventText(event: { lp_settings: string | null }, locale: string): EventText {
  const dict = event.lp_settings ? dictionary(event.lp_settings, locale) : null;
  if (!dict) return identity;
  return (source) => dict[source] ?? dict[source.trim()] ?? source;
}
