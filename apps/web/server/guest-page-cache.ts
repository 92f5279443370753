import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { createExpiringMap } from '@foyer/core/platform/expiring-map';
import { isLocale, parseAcceptLanguage } from '@foyer/i18n';
import { brotliParams, GZIP_LEVEL, pickEncoding, type Encoding } from './compress-responses.ts';

/**
 * A landing page as a guest sees it is the same for every guest who asks in the same language,
 * and during a rush (tickets go on sale, the link is shared) thousands ask within seconds: each
 * render costs several ms of server CPU (loaders, React SSR). This keeps the rendered page of
 * `GET /` and `GET /:slug` for a few seconds, for requests that carry no cookie and no
 * Authorization (no session, no locale choice: nothing personal can be in the page), keyed by
 * host, path, query and the languages Accept-Language asks for (languagesAsked). Only a 200 HTML
 * answer that sets no cookie is kept.
 *
 * A kept page is sent as the very bytes it was kept as, compressed once (brotli and gzip, as
 * browsers ask for it): compressing it for each request cost ten times what the rest of a kept
 * answer did (0.8 ms of CPU a page, measured with a browser's Accept-Encoding). So its inline
 * scripts are allowed by their hashes instead of a nonce per response: the page is rendered with
 * a nonce of its own, and exactly the scripts that carry it — the ones React Router wrote, never
 * markup that came from data — are hashed into the kept page's Content-Security-Policy, and the
 * nonce is taken out. A published landing page drops every kept page at once (`clear`); other
 * changes (agenda, tickets left) show to guests within `ttlMs`; signed-in visitors always get a
 * fresh render with a nonce (whose module previews are shared as long: core
 * landing/preview-cache.ts).
 */
export interface GuestPageCache {
  /** The kept answer for this request (compressed as it accepts); null on a miss. */
  get(request: Request): Promise<Response | null>;
  /**
   * Keeps `response`, rendered with `nonce`, when it may be kept, and returns it in its kept
   * form (its scripts allowed by hash); otherwise returns it untouched.
   */
  keep(request: Request, nonce: string, response: Response): Promise<Response>;
  /** Drops every kept page: an organizer published a change (core landing/landing-changed). */
  clear(): void;
  /**
   * Called with the response the whole stack sent for a request `get` answered: remembered as
   * the wire form (status, every header the middleware added, the bytes) of that page for that
   * encoding, which `sendKept` then writes for the next guests without going through the stack.
   */
  sent(request: Request, response: Response): void;
  /**
   * node:http's side: writes the wire form of the page this request asks for, when it is kept and
   * has been sent once through the whole stack, and answers true; false sends it on to the stack.
   */
  sendKept(req: IncomingMessage, res: ServerResponse): boolean;
}

interface Wire {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Entry {
  status: number;
  /** The headers of every answer, its Content-Security-Policy included; no length or encoding. */
  headers: [string, string][];
  identity: Buffer;
  /** Compressed once, in libuv's pool, the first time a guest asks for that encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** As the whole stack sent it, per encoding ('identity' for none). */
  wire: Map<string, Wire>;
}

/** `/` and `/:slug`: the landing pages (no deeper screens: they depend on who asks). */
const landingPath = /^\/(?:[A-Za-z0-9_-]+\/?)?$/;

export function cacheableGuestRequest(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const h = request.headers;
  if (h.has('cookie') || h.has('authorization')) return false;
  return landingPath.test(new URL(request.url).pathname);
}

/** Buffers made here never sit on shared memory: a body a Response takes. */
const asBody = (b: Buffer) => b as Uint8Array<ArrayBuffer>;

/**
 * What of Accept-Language can change a guest's page: the locales it names that the product has,
 * in the browser's order of preference (the page's language is chosen from exactly that,
 * locale.server.ts). Browsers write the same wish many ways ("pl-PL,pl;q=0.9,en-US;q=0.8" and
 * "pl,en;q=0.5"): keyed by the header itself, a rush rendered the page once for each.
 */
export const languagesAsked = (header: string | null | undefined) => [...new Set(parseAcceptLanguage(header).filter(isLocale))].join(',');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page without its nonce, and the CSP hash source of each inline script that carried it.
 * React escapes `<` in text and attributes, so `<script` only ever starts a real element, and a
 * script's text (raw text: no entities) ends at the first `</script`.
 */
export function hashNoncedScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const attr = ` nonce="${nonce}"`;
  const script = new RegExp(`<script\\b([^>]*?)${escapeRegExp(attr)}([^>]*)>([\\s\\S]*?)</script`, 'gi');
  const out = html.replace(script, (_all, before: string, after: string, text: string) => {
    // A script with a source is allowed by 'self' (or not at all); only inline text is hashed.
    if (!/\ssrc=/i.test(` ${before}${after}`)) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    return `<script${before}${after}>${text}</script`;
  });
  // The render's nonce on other elements too (React Router's modulepreload links): it is in no policy.
  return { html: out.split(attr).join(''), hashes: [...hashes] };
}

/**
 * A page with more inline scripts than this (React writes one per streamed part) is not kept: its
 * policy would carry a hash for each, and a header of several KB is refused by proxies (nginx's
 * default buffer is 4 KB). Today's landing page has three.
 */
const MAX_SCRIPT_HASHES = 24;

const compressors: Record<Encoding, (html: Buffer) => Promise<Buffer>> = {
  // Quality 6, once per kept page: within a few per cent of the best (11), at 2 ms instead of 50.
  br: (html) => promisify(brotliCompress)(html, brotliParams(html.length, 6)),
  gzip: (html) => promisify(gzip)(html, { level: GZIP_LEVEL }),
};

export function createGuestPageCache(opts: {
  /** The Content-Security-Policy of a kept page whose inline scripts have these hash sources. */
  policy: (scriptHashes: string[]) => string;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): GuestPageCache {
  const ttlMs = opts.ttlMs ?? 5_000;
  const entries = createExpiringMap<Entry>({ ttlMs, maxEntries: opts.maxEntries ?? 200, now: opts.now });
  const keyOf = (request: Request) => {
    const url = new URL(request.url);
    return `${request.headers.get('host') ?? url.host}\n${url.pathname}${url.search}\n${languagesAsked(request.headers.get('accept-language'))}`;
  };
  // The requests `get` answered, and with what: `sent` learns their wire form.
  const answered = new WeakMap<Request, { entry: Entry; encoding: string; body: Buffer; response: Response }>();
  // A publish (`clear`) starts a new generation; a page whose render began before it is not kept,
  // or a render that straddled the publish would serve the old page for another ttlMs.
  let generation = 0;
  const startedIn = new WeakMap<Request, number>();

  return {
    clear() {
      generation += 1;
      entries.clear();
    },
    async get(request) {
      if (!cacheableGuestRequest(request)) return null;
      const entry = entries.get(keyOf(request));
      if (!entry) {
        startedIn.set(request, generation);
        return null;
      }
      const encoding = pickEncoding(request.headers.get('accept-encoding') ?? undefined);
      if (!encoding) {
        const response = new Response(asBody(entry.identity), { status: entry.status, headers: entry.headers });
        answered.set(request, { entry, encoding: 'identity', body: entry.identity, response });
        return response;
      }
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded = compressors[encoding](entry.identity);
        entry.encoded.set(encoding, encoded);
        // A failed compression is tried again by the next guest; this one gets the page as it is.
        encoded.catch(() => entry.encoded.delete(encoding));
      }
      const body = await encoded.catch(() => null);
      if (!body) return new Response(asBody(entry.identity), { status: entry.status, headers: entry.headers });
      const headers = new Headers(entry.headers);
      headers.set('Content-Encoding', encoding);
      const response = new Response(asBody(body), { status: entry.status, headers });
      answered.set(request, { entry, encoding, body, response });
      return response;
    },
    sent(request, response) {
      const got = answered.get(request);
      // Only the very response `get` made, its bytes untouched on the way out (a middleware that
      // replaced it — compressed it, say — would otherwise have its headers sent with these bytes).
      if (!got || response !== got.response || response.headers.has('set-cookie')) return;
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) headers[name] = value;
      headers['content-length'] = String(got.body.length);
      got.entry.wire.set(got.encoding, { status: response.status, headers, body: got.body });
    },
    sendKept(req, res) {
      const h = req.headers;
      // Only what cacheableGuestRequest admits, with no body to read; the address as sent must
      // be a landing page's, so that it is one the stack already answered with this very page.
      if (req.method !== 'GET' || h.cookie !== undefined || h.authorization !== undefined || h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return false;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      if (!landingPath.test(query === -1 ? url : url.slice(0, query))) return false;
      const entry = entries.get(`${h.host ?? ''}\n${url}\n${languagesAsked(h['accept-language'])}`);
      const wire = entry?.wire.get(pickEncoding(h['accept-encoding']) ?? 'identity');
      if (!wire) return false;
      res.writeHead(wire.status, wire.headers);
      res.end(wire.body);
      return true;
    },
    async keep(request, nonce, response) {
      const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
      if (ttlMs <= 0 || !cacheableGuestRequest(request) || response.status !== 200 || !isHtml || response.headers.has('set-cookie') || !nonce) return response;
      const text = await response.text();
      const page = hashNoncedScripts(text, nonce);
      if (page.hashes.length > MAX_SCRIPT_HASHES || (startedIn.get(request) ?? generation) !== generation) return new Response(text, response);
      const headers = [...response.headers].filter(([name]) => !['content-length', 'content-security-policy'].includes(name.toLowerCase()));
      headers.push(['Content-Security-Policy', opts.policy(page.hashes)]);
      const entry: Entry = { status: response.status, headers, identity: Buffer.from(page.html), encoded: new Map(), wire: new Map() };
      entries.set(keyOf(request), entry);
      return new Response(asBody(entry.identity), { status: entry.status, headers });
    },
  };
}
