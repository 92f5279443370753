/**
 * A `redirectTo` taken from the query string may only lead back into this site: a path that
 * starts with one slash. Anything else (`//evil.example`, `https://…`, `/\evil`) falls back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  // Control characters could split a Location header or be read as a scheme by some browsers.
  if ([...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  // Percent-encoded as a URL serializes it: a Location header holds bytes, not text — `Łódź` in
  // the address made the redirect a 500 (and `é` went out as a raw Latin-1 byte).
  const url = new URL(to, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a request was for, as a `redirectTo` value (path and query, no origin). */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** `${basePath}/${screen}` with `redirectTo` added when there is one. */
export function screenUrl(basePath: string, screen: string, redirectTo?: string | null): string {
  const path = `${basePath}/${screen}`;
  if (!redirectTo) return path;
  const [pathname = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('redirectTo', redirectTo);
  return `${pathname}?${params.toString()}`;
}
