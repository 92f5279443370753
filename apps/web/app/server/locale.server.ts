import { isLocale, negotiateLocale, resources, type Locale } from '@foyer/i18n';
import type { EventLanguage } from '@foyer/core/events/index';

const cookieName = 'lng';

function readCookie(header: string | null, name: string): string | undefined {
  return header
    ?.split(';')
    .map((p) => p.trim().split('='))
    .find(([k]) => k === name)?.[1];
}

/**
 * The UI locale of a request (SPEC §1): `?lng=` (remembered in a cookie), the cookie, the
 * browser's Accept-Language, restricted to the event's languages when it has some.
 */
export function localeForRequest(request: Request, languages: EventLanguage[]) {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get('lng');
  const requested = isLocale(fromQuery) ? fromQuery : readCookie(request.headers.get('cookie'), cookieName);
  const locale = negotiateLocale({
    requested,
    acceptLanguage: request.headers.get('accept-language'),
    allowed: languages.map((l) => l.lang_code),
    eventDefault: languages.find((l) => l.default_lang)?.lang_code,
  });
  const setCookie = isLocale(fromQuery)
    ? `${cookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`
    : undefined;
  return { locale, setCookie };
}

/** Resources for the chosen locale plus English, the fallback; nothing else goes to the browser. */
export function resourcesFor(locale: Locale) {
  return locale === 'en' ? { en: resources.en } : { [locale]: resources[locale], en: resources.en };
}
