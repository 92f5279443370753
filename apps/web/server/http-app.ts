import { Hono, type MiddlewareHandler, type Context } from 'hono';
import { isText } from '@foyer/core/platform/input-vocabulary';
import { bodyLimit } from 'hono/body-limit';
import { discardUnreadBody } from './discard-unread-body.ts';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import type { Ctx } from '@foyer/core/context';
import { createApi, docsPage } from '../app/api/create-api.ts';
import { clientAddress, clientAddressHeader } from './client-address.ts';
import { isCrossSiteWrite } from './same-origin.ts';
import { refuseFormPost } from './refuse-form-post.ts';
import { uploadsApp } from '../app/api/serve-uploads.ts';
import { sandboxGatewaysApp } from './sandbox-gateways.ts';
import { hashedPagePolicy, newCspNonce, securityHeaders } from './security-headers.ts';
import { landingChangedChannel } from '@foyer/core/landing/landing-changed';
import { createPreviewCache, type PreviewCache } from '@foyer/core/landing/preview-cache';
import { maxLpRequestBytes } from '@foyer/core/landing/lp-document';
import { MAX_IMPORT_BYTES } from '@foyer/core/invoice-import/import-invoice-csv';
import { createGuestPageCache, type GuestPageCache } from './guest-page-cache.ts';
import { compressResponses } from './compress-responses.ts';
import { readFileSync } from 'node:fs';
import { directSse } from '../app/api/realtime-sse.ts';
import { withRequestMemo } from '../app/server/request-memo.server.ts';
import { rememberLanguageOnRedirect } from '../app/server/locale.server.ts';

/** The door's service worker (door-sw.js), served from the root so its scope may be any event's door pages. */
const doorServiceWorker = readFileSync(new URL('./door-sw.js', import.meta.url), 'utf8');

/** A UI form post (text fields); uploads (multipart) may carry one attachment of up to 5 MB. */
const UI_FORM_LIMIT = 1024 * 1024;
const UI_UPLOAD_LIMIT = 6 * 1024 * 1024;
/** The builder posts the whole landing document: the same limit as update_event_lp's. */
const builderPath = /\/admin\/landing$/;
const invoiceImportPath = /\/admin\/invoices$/;
/** The door's offline copy takes its queued scans as JSON (door-offline.ts); every other screen posts forms. */
const jsonPostPath = /\/admin\/check-in(?:\/session\/[^/]+)?\/offline$/;

/** The decoded path and query of a URL are storable text (no NUL, no lone surrogate). */
function isTextAddress(url: string): boolean {
  const { pathname, search } = new URL(url);
  try {
    return isText(decodeURIComponent(pathname)) && isText(decodeURIComponent(search.replace(/\+/g, ' ')));
  } catch {
    return false;
  }
}

export type DocumentHandler = (request: Request, loadContext: { ctx: Ctx; cspNonce?: string; previews?: PreviewCache }) => Promise<Response>;

export interface HttpAppOptions {
  ctx: Ctx;
  /** React Router's request handler for every path the API does not claim. */
  handleDocument: DocumentHandler;
  /** build/client in production; absent in development (Vite serves assets). */
  clientAssetsDir?: string;
  /** `npm run dev`: no Content-Security-Policy (Vite's hot reload injects inline scripts). */
  dev?: boolean;
  /** How long a guest's landing page is kept (guest-page-cache.ts); 0 renders every request. */
  guestPageTtlMs?: number;
  /** The kept guest pages, when the node:http side shares them (web-listener.ts). */
  guestPages?: GuestPageCache;
}

/**
 * A static file handler whose found files carry `Cache-Control`. serveStatic's own `onFound`
 * runs after the response is built, so a header set there never reached the browser (the
 * fingerprinted assets went out without their year-long cache until this was measured).
 */
function cached(value: string, handler: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    const res = await handler(c, next);
    if (res instanceof Response) res.headers.set('Cache-Control', value);
    return res;
  };
}

/** A guest's landing page is kept 5 s; `npm run dev` keeps none (every edit shows at once). */
export const guestPageTtl = (dev: boolean) => (dev ? 0 : 5_000);

/** The kept guest pages of a web process with these options (web-listener.ts shares them with node:http). */
export const guestPagesFor = (opts: Pick<HttpAppOptions, 'ctx' | 'dev' | 'guestPageTtlMs'>) =>
  createGuestPageCache({ ttlMs: opts.guestPageTtlMs ?? guestPageTtl(opts.dev ?? false), policy: hashedPagePolicy(opts.ctx.config) });

/** The one Hono app of the web process: health, API, static assets, then the UI. */
export function createHttpApp(opts: HttpAppOptions) {
  const { ctx, handleDocument, clientAssetsDir, dev = false, guestPageTtlMs = guestPageTtl(dev), guestPages = guestPagesFor(opts) } = opts;
  const app = new Hono();
  // Outermost of all: a kept guest page's answer, every header set, is what node:http may then
  // send by itself to the next guests (guest-page-cache.ts sendKept).
  app.use('*', async (c, next) => {
    await next();
    guestPages.sent(c.req.raw, c.res);
  });
  // The nonce each rendered page's inline scripts carry, for the CSP header of that response.
  const nonces = new WeakMap<Request, string>();
  // Outermost but for the recorder above: an event stream's head is written once every other
  // middleware has set its headers, and its frames then go straight to node:http's response
  // (realtime-sse.ts).
  app.use('*', directSse((path) => path.startsWith('/api/v1/realtime/')));
  app.use('*', securityHeaders({ config: ctx.config, dev, nonceOf: (request) => nonces.get(request) }));
  app.use('*', compressResponses());
  app.use('*', discardUnreadBody());

  app.get('/healthz', async (c) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'ok' });
    } catch (err) {
      ctx.log.error({ err }, 'health check failed');
      return c.json({ status: 'error', db: 'unreachable' }, 503);
    }
  });

  app.get('/door-sw.js', (c) =>
    c.body(doorServiceWorker, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      // Registered with an event's door pages as its scope (`/{slug}/admin/check-in`), above this path.
      'Service-Worker-Allowed': '/',
      // A worker runs under its script's policy: it may fetch this site only.
      'Content-Security-Policy': "default-src 'self'",
    }),
  );
  app.route('/api/v1', createApi(ctx));
  app.route('/uploads', uploadsApp(ctx.config.storageDir));
  // Payment gateway fakes at /sandbox/{gateway}/* when no credentials are set (never in production).
  const sandbox = sandboxGatewaysApp(ctx, (path, init) => app.request(path, init));
  if (sandbox) app.route('/', sandbox);
  // A static page of our own with one inline script and style, no data in it.
  app.get('/api/docs', (c) => c.html(docsPage(), 200, { 'Content-Security-Policy': "default-src 'self'; script-src 'unsafe-inline' 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'" }));
  app.all('/api/*', (c) =>
    c.json({ errors: [{ code: 'common.not_found', message: 'Unknown API path; the API lives under /api/v1' }] }, 404),
  );

  if (clientAssetsDir) {
    // Fingerprinted files: cache for a year; anything else under build/client briefly.
    // `precompressed`: the .br/.gz the build wrote beside each file (server/precompress.ts).
    app.use('/assets/*', cached('public, max-age=31536000, immutable', serveStatic({ root: clientAssetsDir, precompressed: true })));
    // Only a name with an extension can be a file there (favicon.ico, robots.txt): event pages
    // skip the file system look-up on every request.
    const staticFiles = cached('public, max-age=600', serveStatic({ root: clientAssetsDir, precompressed: true }));
    app.use('*', (c, next) => (/\.[A-Za-z0-9]+$/.test(c.req.path) ? staticFiles(c, next) : next()));
  }

  // Form posts of the UI are read under a limit too (the API has its own, read-json-body): a
  // body past it is answered 413 while it streams, never buffered whole.
  const tooLarge = (c: Context) => c.text('Payload Too Large', 413, { connection: 'close' });
  const formLimit = bodyLimit({ maxSize: UI_FORM_LIMIT, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UI_UPLOAD_LIMIT, onError: tooLarge });
  const builderLimit = bodyLimit({ maxSize: maxLpRequestBytes, onError: tooLarge });
  // The invoice generator takes a spreadsheet of up to 10 MB (the screen checks the size first).
  const invoiceUploadLimit = bodyLimit({ maxSize: MAX_IMPORT_BYTES + 64 * 1024, onError: tooLarge });
  app.use('*', async (c, next) => {
    // A NUL byte or a lone surrogate in the address is someone probing: no loader or statement
    // sees it (the API refuses the same in refuse-non-text.ts).
    if (!isTextAddress(c.req.url)) return c.text('The address contains characters that are not text.', 400);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (/^multipart\//i.test(c.req.header('content-type') ?? '')) return (invoiceImportPath.test(c.req.path) ? invoiceUploadLimit : uploadLimit)(c, next);
    return (builderPath.test(c.req.path) ? builderLimit : formLimit)(c, next);
  });
  // Inside the limits above: a body that is not a form, or a form field that is not text, is
  // refused before any action reads it.
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/')) return next();
    const refused = await refuseFormPost(c.req.raw, { json: jsonPostPath.test(c.req.path) });
    return refused ? c.text(refused.message, refused.status) : next();
  });

  // Signed-in visitors' pages are rendered each time, but share the module previews as long.
  const previews = createPreviewCache({ ttlMs: guestPageTtlMs });
  // A publish is visible to the very next guest, on every web process (pub/sub over Redis when set).
  ctx.pubsub.subscribe(landingChangedChannel, () => {
    guestPages.clear();
    previews.clear();
  }).catch((err: unknown) => ctx.log.error({ err }, 'landing changes not followed; guests see a publish after the cache expires'));
  app.all('*', async (c) => {
    if (isCrossSiteWrite(c, ctx.config.publicUrl)) {
      return c.json({ errors: [{ code: 'common.forbidden', message: 'Cross-site form posts are refused' }] }, 403);
    }
    // Loaders cannot see the socket: hand them the client address in a header only we set
    // (any copy sent by the client is dropped first, so it cannot be forged).
    const headers = c.req.raw.headers;
    headers.delete(clientAddressHeader);
    headers.set(clientAddressHeader, clientAddress(c, ctx.config.trustProxy));
    const kept = await guestPages.get(c.req.raw);
    if (kept) return kept;
    const cspNonce = newCspNonce();
    nonces.set(c.req.raw, cspNonce);
    // Reads only: after an action (a POST) its loaders must see what it changed, not what it read.
    const handle = async () => rememberLanguageOnRedirect(c.req.raw, await handleDocument(c.req.raw, { ctx, cspNonce, previews }));
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    return guestPages.keep(c.req.raw, cspNonce, await (reads ? withRequestMemo(handle) : handle()));
  });
  return app;
}
