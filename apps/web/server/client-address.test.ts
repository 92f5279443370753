import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

/** What the server takes as the client's address for this X-Forwarded-For, behind `proxies` proxies of ours. */
async function addressFor(proxies: number, forwardedFor: string | null): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, proxies)));
  const res = await app.request('/', { headers: forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor } });
  return res.text();
}

describe('clientAddress', () => {
  it('without trusted proxies ignores X-Forwarded-For (anyone can send one)', async () => {
    expect(await addressFor(0, '203.0.113.9')).toBe('unknown');
  });

  it('behind one proxy takes the entry it appended, not what the client wrote before it', async () => {
    expect(await addressFor(1, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor(1, ' 203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('behind a CDN and nginx takes the entry the CDN appended (the one before nginx’s)', async () => {
    expect(await addressFor(2, '198.51.100.7, 203.0.113.9, 192.0.2.10')).toBe('203.0.113.9');
    // Fewer entries than proxies (a request that skipped the CDN): the leftmost.
    expect(await addressFor(2, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or empty', async () => {
    expect(await addressFor(1, null)).toBe('unknown');
    expect(await addressFor(1, '')).toBe('unknown');
  });
});
