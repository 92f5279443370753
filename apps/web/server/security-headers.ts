import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppConfigView } from '@foyer/core/context';

/** Where the video players that components and the landing page embed come from (on click). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const STRIPE = { script: 'https://js.stripe.com', frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: 'https://api.stripe.com' };

/** A fresh nonce for the inline scripts of one HTML response (React Router's hydration data). */
export const newCspNonce = (): string => randomBytes(16).toString('base64');

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The gateways' hosted pages the checkout's form posts are redirected to (form-action covers redirects). */
export function gatewayOrigins(payments: AppConfigView['payments']): string[] {
  const urls = [payments.payu?.baseUrl, payments.p24?.baseUrl, payments.bluemedia?.baseUrl].filter((u): u is string => Boolean(u));
  return [...new Set(urls.map(origin).filter((o): o is string => o !== null))];
}

/**
 * The Content-Security-Policy of an HTML page: scripts only from this site and the inline ones
 * that carry this response's nonce; frames only from this site, the video players (YouTube's
 * no-cookie host and Vimeo, loaded only when a visitor presses play) and, when Stripe is
 * configured, Stripe's card form; form posts only here and to the payment gateways. Styles allow
 * inline `style` attributes: tag colours and a few layout values are set per item from data, and
 * style attributes cannot run code.
 */
export function htmlPolicy(opts: { nonce: string; gatewayOrigins: string[]; stripe: boolean } | { scriptHashes: string[]; gatewayOrigins: string[]; stripe: boolean }): string {
  // The QR readers (the door, the treasure hunt, the scan game) are WebAssembly where the browser
  // has none of its own (use-qr-camera.ts). On every page, not just theirs: a page keeps the
  // policy of the document it was loaded as, and an organizer who opened the landing page and
  // went to the door through the menu found the reader refused (a newcomer's walk, session 21).
  // 'wasm-unsafe-eval' lets scripts this policy already admits compile WebAssembly; it admits no
  // script and no eval of strings.
  // Any event page: a visitor who arrived on another page reaches the landing page's video by
  // client-side navigation, under the policy of the page they arrived on. Stripe's card form for
  // the same reason (it was the checkout's alone, and a buyer who came from the landing page
  // found it refused), and since My tickets takes up an unfinished card payment too.
  const stripe = opts.stripe;
  const frames = ["'self'", ...VIDEO_FRAMES, ...(stripe ? STRIPE.frame : [])];
  return [
    "default-src 'self'",
    // A kept guest page (guest-page-cache.ts) names its inline scripts by hash instead.
    `script-src 'self' ${'nonce' in opts ? `'nonce-${opts.nonce}'` : opts.scriptHashes.join(' ')} 'wasm-unsafe-eval'${stripe ? ` ${STRIPE.script}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src 'self'${stripe ? ` ${STRIPE.connect}` : ''}`,
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${opts.gatewayOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
}

const pagePolicyInputs = (config: AppConfigView) => ({ gateways: gatewayOrigins(config.payments), stripe: config.payments.stripe !== null });

/** The policy of a kept guest page, whose inline scripts are allowed by these hash sources. */
export function hashedPagePolicy(config: AppConfigView): (scriptHashes: string[]) => string {
  const { gateways, stripe } = pagePolicyInputs(config);
  return (scriptHashes) => htmlPolicy({ scriptHashes, gatewayOrigins: gateways, stripe });
}

/** Anything that is not an HTML page (JSON, files) loads nothing and is framed by nobody. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Security headers on every response: the CSP (an HTML page's is built with the nonce its
 * inline scripts carry; a handler may set its own), nosniff, no framing, a referrer policy,
 * and HSTS when the site is served over https. `npm run dev` gets no CSP: Vite's hot reload
 * injects inline scripts and websockets of its own.
 */
export function securityHeaders(opts: { config: AppConfigView; dev: boolean; nonceOf: (request: Request) => string | undefined }): MiddlewareHandler {
  const hsts = opts.config.publicUrl.startsWith('https:');
  const { gateways, stripe } = pagePolicyInputs(opts.config);
  return async (c, next) => {
    await next();
    // Some responses (redirects made by Response.redirect, fetched ones) have frozen headers.
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      c.res = new Response(c.res.body, c.res);
    }
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (hsts) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (opts.dev || h.has('Content-Security-Policy')) return;
    const nonce = opts.nonceOf(c.req.raw);
    const html = (h.get('content-type') ?? '').startsWith('text/html');
    h.set('Content-Security-Policy', html && nonce ? htmlPolicy({ nonce, gatewayOrigins: gateways, stripe }) : html ? htmlPolicy({ nonce: newCspNonce(), gatewayOrigins: gateways, stripe }) : resourcePolicy);
  };
}
