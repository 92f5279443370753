import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheableGuestRequest, createGuestPageCache, hashNoncedScripts, languagesAsked } from './guest-page-cache.ts';

const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (nonce: string, headers: Record<string, string> = {}) =>
  new Response(`<html><script nonce="${nonce}">hydrate()</script><p>Foyer Summit — Zażółć</p></html>`, { headers: { 'content-type': 'text/html', ...headers } });
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers: { 'accept-language': 'pl', ...headers } });
const cacheOf = (o: { ttlMs?: number; now?: () => number } = {}) => createGuestPageCache({ policy, ...o });

describe('guest page cache', () => {
  it('keeps a guest landing page for its time: the same bytes to every guest, its scripts allowed by hash, no nonce left', async () => {
    let t = 0;
    const cache = cacheOf({ ttlMs: 5_000, now: () => t });
    expect(await cache.get(get('/demo'))).toBeNull();
    const first = await cache.keep(get('/demo'), 'nonce-one', page('nonce-one'));
    const html = await first.text();
    expect(html).toBe('<html><script>hydrate()</script><p>Foyer Summit — Zażółć</p></html>');
    expect(first.headers.get('content-security-policy')).toBe(`script-src 'self' ${sha('hydrate()')}`);
    const again = (await cache.get(get('/demo')))!;
    expect(await again.text()).toBe(html);
    expect(again.headers.get('content-type')).toBe('text/html');
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    t = 5_000;
    expect(await cache.get(get('/demo'))).toBeNull();
  });

  it('sends a kept page compressed as the browser asks (brotli, else gzip), compressed once', async () => {
    const cache = cacheOf();
    const html = await (await cache.keep(get('/demo'), 'n', page('n'))).text();
    const br = (await cache.get(get('/demo', { 'accept-encoding': 'gzip, deflate, br' })))!;
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    const gz = (await cache.get(get('/demo', { 'accept-encoding': 'gzip' })))!;
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const brAgain = Buffer.from(await (await cache.get(get('/demo', { 'accept-encoding': 'br' })))!.arrayBuffer());
    expect(brAgain.equals(brBytes)).toBe(true);
    const plain = (await cache.get(get('/demo', { 'accept-encoding': 'identity' })))!;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('drops every kept page when an organizer publishes (clear), so the next guest gets a fresh render', async () => {
    const cache = cacheOf();
    await cache.keep(get('/demo'), 'a', page('a'));
    await cache.keep(get('/'), 'a', page('a'));
    expect(await cache.get(get('/demo'))).not.toBeNull();
    cache.clear();
    expect(await cache.get(get('/demo'))).toBeNull();
    expect(await cache.get(get('/'))).toBeNull();
  });

  it('a render that began before a publish is not kept: the next guest gets the published page, not the old one for 5 s', async () => {
    const cache = cacheOf();
    const request = get('/demo');
    expect(await cache.get(request)).toBeNull();
    cache.clear();
    const answer = await cache.keep(request, 'old', page('old'));
    expect(await answer.text()).toContain('hydrate()');
    expect(await cache.get(get('/demo'))).toBeNull();
  });

  it('a page with more inline scripts than a header should carry hashes for is not kept (its own render keeps its nonce)', async () => {
    const cache = cacheOf();
    const many = new Response(`<html>${Array.from({ length: 30 }, (_, i) => `<script nonce="n">part(${i})</script>`).join('')}</html>`, { headers: { 'content-type': 'text/html' } });
    expect(await (await cache.keep(get('/demo'), 'n', many)).text()).toContain('nonce="n"');
    expect(await cache.get(get('/demo'))).toBeNull();
  });

  it('keys by language and query: another Accept-Language or ?lng renders anew', async () => {
    const cache = cacheOf();
    await cache.keep(get('/demo'), 'a', page('a'));
    // The same wish written another way is the same page.
    expect(await cache.get(get('/demo', { 'accept-language': 'pl-PL,pl;q=0.9,xx;q=0.8' }))).not.toBeNull();
    expect(await cache.get(get('/demo', { 'accept-language': 'pl, en' }))).toBeNull();
    expect(await cache.get(get('/demo', { 'accept-language': 'de' }))).toBeNull();
    expect(await cache.get(get('/demo?lng=ru'))).toBeNull();
    expect(await cache.get(get('/other'))).toBeNull();
  });

  it('never keeps or serves what may be personal: cookies, a bearer token, deeper screens, posts, errors, cookies set', async () => {
    expect(cacheableGuestRequest(get('/demo', { cookie: 'foyer_session=x' }))).toBe(false);
    expect(cacheableGuestRequest(get('/demo', { authorization: 'Bearer x' }))).toBe(false);
    expect(cacheableGuestRequest(get('/demo/component/1'))).toBe(false);
    expect(cacheableGuestRequest(new Request('http://localhost:3000/demo', { method: 'POST' }))).toBe(false);
    expect(cacheableGuestRequest(get('/'))).toBe(true);
    const cache = cacheOf();
    const withCookie = await cache.keep(get('/demo'), 'a', page('a', { 'set-cookie': 'lng=pl' }));
    // Not kept: untouched, its nonce still there for the per-response policy.
    expect(await withCookie.text()).toContain('nonce="a"');
    await cache.keep(get('/x'), 'a', new Response('<html>oops</html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    expect(await cache.get(get('/demo'))).toBeNull();
    expect(await cache.get(get('/x'))).toBeNull();
    const off = cacheOf({ ttlMs: 0 });
    await off.keep(get('/demo'), 'a', page('a'));
    expect(await off.get(get('/demo'))).toBeNull();
  });
});

describe('languagesAsked', () => {
  it('the locales the product has, in the order of preference, however the browser writes them', () => {
    expect(languagesAsked('pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pl,en');
    expect(languagesAsked('en;q=0.5, de')).toBe('de,en');
    expect(languagesAsked('xx, ja;q=0.9, *')).toBe('');
    expect(languagesAsked(undefined)).toBe('');
  });
});

describe('hashNoncedScripts', () => {
  it('hashes exactly the scripts the render wrote with its nonce: a script that came in with data stays unlisted', () => {
    const html =
      '<head><script type="module" nonce="N1" async="">import("/assets/a.js")</script>' +
      '<script nonce="N1">window.__ctx = {"a":"\\u003c/script"}</script></head>' +
      '<body><div><script>alert("injected")</script><script nonce="guessed">alert(2)</script></div>' +
      '<script src="/assets/b.js" nonce="N1"></script></body>';
    const { html: out, hashes } = hashNoncedScripts(html, 'N1');
    expect(hashes).toEqual([sha('import("/assets/a.js")'), sha('window.__ctx = {"a":"\\u003c/script"}')]);
    expect(hashes).not.toContain(sha('alert("injected")'));
    expect(out).not.toContain('N1');
    expect(out).toContain('<script type="module" async="">import("/assets/a.js")</script>');
    expect(out).toContain('<script nonce="guessed">alert(2)</script>');
    expect(hashNoncedScripts('<link rel="modulepreload" href="/a.js" nonce="N1"/><script nonce="N1">x()</script>', 'N1').html).toBe('<link rel="modulepreload" href="/a.js"/><script>x()</script>');
  });
});
