/** Shared plumbing of the gateway fakes: routing below a mount path, notifications, the SANDBOX page. */

export type DeliverFn = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<Response>;

export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

export interface FakeOptions {
  /** Where the fake is mounted inside a bigger app ('/sandbox/payu'); '' when served alone. */
  mountPath?: string;
  /** How notifications reach the shop (default: fetch). Tests route them straight to the service. */
  deliver?: DeliverFn;
}

export function fakeRouting(req: Request, mountPath = '') {
  const url = new URL(req.url);
  const path = url.pathname.startsWith(mountPath) ? url.pathname.slice(mountPath.length) || '/' : url.pathname;
  return { url, path, base: `${url.origin}${mountPath}` };
}

/** Sends a notification and records it; a shop that is down is recorded, not thrown. */
export async function sendNotification(sent: Delivery[], deliver: DeliverFn | undefined, url: string, headers: Record<string, string>, body: string): Promise<Delivery> {
  let status = 0;
  try {
    const res = await (deliver ?? ((u, init) => fetch(u, init)))(url, { method: 'POST', headers, body });
    status = res.status;
    await res.text();
  } catch {
    status = 0;
  }
  const d = { url, headers, body, status };
  sent.push(d);
  return d;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const xml = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/xml; charset=utf-8' } });

export const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function formatMoney(minor: number, currency: string): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')} ${currency}`;
}

/** The hosted payment page of a fake: unmistakably a sandbox, with Pay and Cancel buttons. */
export function sandboxPage(opts: { gateway: string; action: string; amount: number; currency: string; description: string; payLabel?: string; cancelLabel?: string; note?: string }): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>SANDBOX ${esc(opts.gateway)} — not a real payment</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fff8e1;color:#222}
.banner{background:#b00020;color:#fff;padding:12px 16px;font-weight:700;text-align:center;letter-spacing:.04em}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:3px dashed #b00020;border-radius:8px}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.row{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:6px;border:2px solid #222;cursor:pointer}
button[value=pay]{background:#1b5e20;color:#fff;border-color:#1b5e20}
button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
</style></head>
<body><div class="banner" role="alert">SANDBOX — NOT A REAL PAYMENT. No money moves.</div>
<main><h1>${esc(opts.gateway)} sandbox</h1>
<p>This page imitates the ${esc(opts.gateway)} payment page so the checkout can be tried end to end. ${opts.note ? esc(opts.note) : ''}</p>
<p>${esc(opts.description)}</p>
<p class="amount">${esc(formatMoney(opts.amount, opts.currency))}</p>
<form method="post" action="${esc(opts.action)}"><div class="row">
<button type="submit" name="action" value="pay">${esc(opts.payLabel ?? 'Pay (sandbox)')}</button>
<button type="submit" name="action" value="cancel">${esc(opts.cancelLabel ?? 'Cancel')}</button>
</div></form></main></body></html>`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' } });
}

export const randomId = (len: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') =>
  Array.from(crypto.getRandomValues(new Uint8Array(len)), (b) => alphabet[b % alphabet.length]).join('');

export async function formOf(req: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await req.text());
}

export function notFound(): Response {
  return json({ error: 'not found' }, 404);
}
