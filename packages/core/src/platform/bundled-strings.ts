import { defaultLocale, isLocale, resources } from '@foyer/i18n';

type Bundles = Record<string, Record<string, unknown> | undefined>;

/** The value at a dotted path ('' for the whole namespace) of a namespace's bundle in `lng`. */
function read(lng: string, ns: string, path: string): unknown {
  const bundles = resources as unknown as Record<string, Bundles | undefined>;
  const root: unknown = bundles[lng]?.[ns];
  return path === '' ? root : path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), root);
}

/** The value at `ns`, dotted `path` in `locale`, else in English; undefined when neither has it. */
export function inBundle(locale: string, ns: string, path: string): unknown {
  return (isLocale(locale) ? read(locale, ns, path) : undefined) ?? read(defaultLocale, ns, path);
}

/**
 * A group of strings (`ns`, dotted `path`) in `locale`, falling back to English. Mail,
 * notifications and jobs are made outside any request, so they read the bundled resources, not an
 * i18next instance. A group missing in English too is a build mistake, and says how to fix it.
 */
export function bundledStrings<T>(ns: string, path: string, locale: string): T {
  const found = inBundle(locale, ns, path);
  if (!found) throw new Error(`i18n strings ${ns}${path ? `:${path}` : ''} are missing from packages/i18n/locales/${defaultLocale}/${ns}.json (or the bundle list is stale: run node packages/i18n/scripts/generate-resources.mjs)`);
  return found as T;
}
