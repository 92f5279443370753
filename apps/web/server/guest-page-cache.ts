import { createExpiringMap } from '@foyer/core/platform/expiring-map';

/**
 * A landing page as a guest sees it is the same for every guest who asks in the same language,
 * and during a rush (tickets go on sale, the link is shared) thousands ask within seconds: each
 * render costs ~45 ms of server CPU (loaders, React SSR). This keeps the rendered HTML of
 * `GET /` and `GET /:slug` for a few seconds, for requests that carry no cookie and no
 * Authorization (no session, no locale choice: nothing personal can be in the page), keyed by
 * host, path, query and Accept-Language. Only a 200 HTML answer that sets no cookie is kept.
 *
 * Each response still gets a nonce of its own: the kept HTML is stored with the nonce it was
 * rendered with, and that string is replaced by the new response's nonce (a random 128-bit
 * value never appears in a page otherwise). A published landing page drops every kept page at
 * once (`clear`); other changes (agenda, tickets left) show to guests within `ttlMs`; signed-in
 * visitors always get a fresh render (whose module previews are shared as long: core
 * landing/preview-cache.ts).
 */
export interface GuestPageCache {
  /** The kept answer for this request, with `nonce` in place of the one it was rendered with; null on a miss. */
  get(request: Request, nonce: string): Response | null;
  /** Keeps `response` when it may be kept; returns the response to send (its body read once). */
  keep(request: Request, nonce: string, response: Response): Promise<Response>;
  /** Drops every kept page: an organizer published a change (core landing/landing-changed). */
  clear(): void;
}

interface Entry {
  /** The page as bytes (sent without re-encoding), and where the nonce it was rendered with sits. */
  html: Buffer;
  nonceAt: number[];
  nonceLength: number;
  status: number;
  headers: [string, string][];
}

/** `/` and `/:slug`: the landing pages (no deeper screens: they depend on who asks). */
const landingPath = /^\/(?:[A-Za-z0-9_-]+\/?)?$/;

export function cacheableGuestRequest(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const h = request.headers;
  if (h.has('cookie') || h.has('authorization')) return false;
  return landingPath.test(new URL(request.url).pathname);
}

export function createGuestPageCache(opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): GuestPageCache {
  const ttlMs = opts.ttlMs ?? 5_000;
  const entries = createExpiringMap<Entry>({ ttlMs, maxEntries: opts.maxEntries ?? 200, now: opts.now });
  const keyOf = (request: Request) => {
    const url = new URL(request.url);
    return `${request.headers.get('host') ?? url.host}\n${url.pathname}${url.search}\n${request.headers.get('accept-language') ?? ''}`;
  };

  return {
    clear() {
      entries.clear();
    },
    get(request, nonce) {
      if (!cacheableGuestRequest(request)) return null;
      const entry = entries.get(keyOf(request));
      if (!entry) return null;
      const html = Buffer.from(entry.html);
      const fresh = Buffer.from(nonce);
      // Nonces are all one length (newCspNonce): the new one is written over the old in place.
      if (fresh.length !== entry.nonceLength) return null;
      for (const at of entry.nonceAt) fresh.copy(html, at);
      return new Response(html, { status: entry.status, headers: entry.headers });
    },
    async keep(request, nonce, response) {
      const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
      if (ttlMs <= 0 || !cacheableGuestRequest(request) || response.status !== 200 || !isHtml || response.headers.has('set-cookie') || !nonce) return response;
      const html = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'content-length');
      const needle = Buffer.from(nonce);
      const nonceAt: number[] = [];
      for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length)) nonceAt.push(at);
      entries.set(keyOf(request), { html, nonceAt, nonceLength: needle.length, status: response.status, headers });
      return new Response(Buffer.from(html), { status: response.status, headers });
    },
  };
}
