import { defaultLocale, isLocale, locales, type Locale } from './locales.ts';

/** Parses an Accept-Language header into base language codes by descending quality. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((x) => /^[a-z]{2,3}$/.test(x.lang) && x.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((x) => x.lang);
}

export interface NegotiateInput {
  /** An explicit choice (?lng= or the cookie) wins when the event offers it. */
  requested?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  /** The event's languages; empty means every locale. */
  allowed?: readonly string[];
  /** The event's default language. */
  eventDefault?: string | null | undefined;
}

/**
 * Picks the UI locale: explicit choice, then the browser's languages, restricted to the event's
 * languages when it has some, then the event's default, then English (SPEC §1).
 */
export function negotiateLocale({ requested, acceptLanguage, allowed = [], eventDefault }: NegotiateInput): Locale {
  const offered: readonly Locale[] = allowed.length ? locales.filter((l) => allowed.includes(l)) : locales;
  const pick = (c: string | null | undefined): Locale | undefined =>
    isLocale(c) && offered.includes(c) ? c : undefined;
  const browser = parseAcceptLanguage(acceptLanguage).map(pick).find(Boolean);
  return pick(requested) ?? browser ?? pick(eventDefault) ?? (offered.includes(defaultLocale) ? defaultLocale : (offered[0] ?? defaultLocale));
}
