import { isLocale, negotiateLocale, resources, type Locale } from '@foyer/i18n';
import type { EventLanguage } from '@foyer/core/events/index';
import { landingNamespacesFor, landingPart, type LandingView } from '../i18n/landing-namespaces.ts';

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
  const setCookie = isLocale(fromQuery) ? languageCookie(locale) : undefined;
  return { locale, setCookie };
}

/** The cookie that remembers a chosen language for a year. */
export const languageCookie = (locale: Locale) => `${cookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;

/**
 * A page that answers `?lng=` with a redirect (the tickets component → the purchase, a guest →
 * the login) never runs the root loader that remembers the language: the redirect would lose it,
 * and the next page came in English. This remembers it on the redirect itself — the language as
 * asked; every page still narrows it to the event's languages (localeForRequest).
 */
export function rememberLanguageOnRedirect(request: Request, response: Response): Response {
  if (response.status < 300 || response.status >= 400) return response;
  const asked = new URL(request.url).searchParams.get('lng');
  if (!isLocale(asked) || response.headers.getSetCookie().some((c) => c.startsWith(`${cookieName}=`))) return response;
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', languageCookie(asked));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

type Tree = { [key: string]: string | Tree };

/** What `fallback` has that `own` lacks, key by key at every depth (empty when nothing is). */
export function missingKeys(fallback: Tree, own: Tree | undefined): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(fallback)) {
    const mine = own?.[key];
    if (typeof value === 'string') {
      if (typeof mine !== 'string') out[key] = value;
      continue;
    }
    const nested = missingKeys(value, typeof mine === 'object' ? mine : undefined);
    if (Object.keys(nested).length) out[key] = nested;
  }
  return out;
}

const kept = new Map<string, Record<string, Tree>>();

/**
 * Resources for the chosen locale, plus of English (the fallback) only what that locale lacks —
 * every locale has every key (a test sees to it), so usually nothing: the whole English set beside
 * the Polish one doubled every page's hydration data. `landing` (a landing page's view) keeps only
 * the namespaces that view shows, without the parts it never shows (landing-namespaces.ts).
 * Computed once per locale and view.
 */
export function resourcesFor(locale: Locale, landing?: LandingView): Record<string, Tree> {
  const key = `${locale}:${landing ? `${landing.modal ? 'modal' : ''},${landing.signedIn ? 'signed-in' : 'guest'}` : '*'}`;
  let found = kept.get(key);
  if (!found) {
    const namespaces = landing && landingNamespacesFor(landing);
    const pick = (all: Tree) => (namespaces ? Object.fromEntries(Object.entries(all).filter(([ns]) => namespaces.includes(ns)).map(([ns, tree]) => [ns, landingPart(ns, tree as Tree, landing)])) : all);
    const own = pick(resources[locale] as unknown as Tree);
    found = locale === 'en' ? { en: own } : { [locale]: own, en: missingKeys(pick(resources.en as unknown as Tree), own) };
    kept.set(key, found);
  }
  return found;
}
