import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { isServiceUnavailable } from '@foyer/core/platform/service-unavailable';
import { NonceProvider } from './components/nonce';

export const streamTimeout = 5_000;

/**
 * Requests whose loaders failed because the database or Redis is away. React Router hands the
 * original error only to handleError (the render sees a sanitized copy), so it is noted here.
 */
const unavailable = new WeakSet<Request>();

export function handleError(error: unknown, { request }: { request: Request }) {
  if (isServiceUnavailable(error)) {
    unavailable.add(request);
    return;
  }
  // A client's mistake React Router answers itself (no such route, a method a route does not
  // take: 4xx) is no server fault; logging its stack let anyone fill the log with a loop of GETs.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's default: log what is not a client that went away.
  if (!request.signal.aborted) console.error(error);
}

/**
 * React Router's default Node entry, plus the CSP nonce (apps/web/server/security-headers.ts):
 * the server hands it over in the load context; React puts it on every inline script it writes
 * (hydration data, route modules), and the Content-Security-Policy header allows exactly those.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // A loader that failed because the database or Redis is away: 503 with Retry-After (the page
  // says the server is unavailable), not a 500 that monitoring would file as a bug.
  if (unavailable.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', '5');
  }
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers (and SPA mode) get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by handleDocumentRequest; these are after it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
