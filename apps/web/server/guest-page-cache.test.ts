import { describe, expect, it } from 'vitest';
import { cacheableGuestRequest, createGuestPageCache } from './guest-page-cache.ts';

const page = (nonce: string, headers: Record<string, string> = {}) =>
  new Response(`<html><script nonce="${nonce}">hydrate()</script><p>Foyer Summit</p></html>`, { headers: { 'content-type': 'text/html', ...headers } });
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers: { 'accept-language': 'pl', ...headers } });

describe('guest page cache', () => {
  it('keeps a guest landing page for its time, each answer with its own nonce in place of the kept one', async () => {
    let t = 0;
    const cache = createGuestPageCache({ ttlMs: 5_000, now: () => t });
    expect(cache.get(get('/demo'), 'nonce-one')).toBeNull();
    const first = await cache.keep(get('/demo'), 'nonce-one', page('nonce-one'));
    expect(await first.text()).toContain('nonce="nonce-one"');
    const again = cache.get(get('/demo'), 'nonce-two');
    const html = await again!.text();
    expect(html).toContain('nonce="nonce-two"');
    expect(html).not.toContain('nonce-one');
    expect(again!.headers.get('content-type')).toBe('text/html');
    t = 5_000;
    expect(cache.get(get('/demo'), 'nonce-333')).toBeNull();
  });

  it('drops every kept page when an organizer publishes (clear), so the next guest gets a fresh render', async () => {
    const cache = createGuestPageCache();
    await cache.keep(get('/demo'), 'a', page('a'));
    await cache.keep(get('/'), 'a', page('a'));
    expect(cache.get(get('/demo'), 'b')).not.toBeNull();
    cache.clear();
    expect(cache.get(get('/demo'), 'b')).toBeNull();
    expect(cache.get(get('/'), 'b')).toBeNull();
  });

  it('keys by language and query: another Accept-Language or ?lng renders anew', async () => {
    const cache = createGuestPageCache();
    await cache.keep(get('/demo'), 'a', page('a'));
    expect(cache.get(get('/demo', { 'accept-language': 'de' }), 'b')).toBeNull();
    expect(cache.get(get('/demo?lng=ru'), 'b')).toBeNull();
    expect(cache.get(get('/other'), 'b')).toBeNull();
  });

  it('never keeps or serves what may be personal: cookies, a bearer token, deeper screens, posts, errors, cookies set', async () => {
    expect(cacheableGuestRequest(get('/demo', { cookie: 'foyer_session=x' }))).toBe(false);
    expect(cacheableGuestRequest(get('/demo', { authorization: 'Bearer x' }))).toBe(false);
    expect(cacheableGuestRequest(get('/demo/component/1'))).toBe(false);
    expect(cacheableGuestRequest(new Request('http://localhost:3000/demo', { method: 'POST' }))).toBe(false);
    expect(cacheableGuestRequest(get('/'))).toBe(true);
    const cache = createGuestPageCache();
    await cache.keep(get('/demo'), 'a', page('a', { 'set-cookie': 'lng=pl' }));
    await cache.keep(get('/x'), 'a', new Response('<html>oops</html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    expect(cache.get(get('/demo'), 'b')).toBeNull();
    expect(cache.get(get('/x'), 'b')).toBeNull();
    const off = createGuestPageCache({ ttlMs: 0 });
    await off.keep(get('/demo'), 'a', page('a'));
    expect(off.get(get('/demo'), 'b')).toBeNull();
  });
});
