import { describe, expect, it } from 'vitest';
import { clientIp, isLoopbackAddress } from './client-ip.server.ts';

describe('clientIp', () => {
  it('reads the address the server put on the request', () => {
    expect(clientIp(new Request('http://x.test/login', { headers: { 'x-foyer-client-address': '203.0.113.7' } }))).toBe('203.0.113.7');
  });
  it('never trusts X-Forwarded-For itself', () => {
    expect(clientIp(new Request('http://x.test/login', { headers: { 'x-forwarded-for': '203.0.113.7' } }))).toBe('unknown');
  });
});

describe('isLoopbackAddress', () => {
  it('knows this machine from everyone else', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['203.0.113.7', '10.0.0.1', '::ffff:192.168.1.2', '2001:db8::1', 'unknown', '127.0.0.1.evil', '']) expect(isLoopbackAddress(a), a).toBe(false);
  });
});
