import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.server.ts';

describe('clientIp', () => {
  it('reads the address the server put on the request', () => {
    expect(clientIp(new Request('http://x.test/login', { headers: { 'x-foyer-client-address': '203.0.113.7' } }))).toBe('203.0.113.7');
  });
  it('never trusts X-Forwarded-For itself', () => {
    expect(clientIp(new Request('http://x.test/login', { headers: { 'x-forwarded-for': '203.0.113.7' } }))).toBe('unknown');
  });
});
