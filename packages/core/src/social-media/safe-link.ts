import { isSafeHref } from '@foyer/landing/schema';

/**
 * An absolute http(s) URL, trimmed, or null. Anything else ("javascript:…", "data:…", a bare
 * word, a URL hiding tabs or backslashes) must never reach an href, so it is dropped here, on
 * the server, and the screens only render what survives.
 */
export function httpLink(value: string | null | undefined): string | null {
  const href = value?.trim();
  return href && /^https?:\/\//i.test(href) && isSafeHref(href) ? href : null;
}

/** Like httpLink, but also a root-relative path of this site ("/uploads/a.pdf", never "//host"). */
export function siteOrHttpLink(value: string | null | undefined): string | null {
  const href = value?.trim();
  if (!href) return null;
  if (href.startsWith('/')) return isSafeHref(href) ? href : null;
  return httpLink(href);
}
