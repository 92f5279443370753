import { describe, expect, it } from 'vitest';
import { FixedClock, testConfig } from '@foyer/core/testing/index';
import type { Ctx } from '@foyer/core/context';
import { hasRecentReauth, reauthSetCookie } from './reauth-cookie.server.ts';

const clock = new FixedClock(new Date('2027-05-01T10:00:00Z'));
const ctx = { clock, config: testConfig() } as unknown as Ctx;
const request = (cookie: string) => new Request('http://foyer.test/admin/join-requests', { headers: { cookie } });

describe('the admin password re-entry proof (SPEC §6)', () => {
  it('is httpOnly, signed, for 15 minutes and for the user who typed the password', async () => {
    const setCookie = await reauthSetCookie(ctx, 'uit-olga');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=900/);
    const cookie = setCookie.split(';')[0]!;
    expect(await hasRecentReauth(ctx, request(cookie), 'uit-olga')).toBe(true);
    expect(await hasRecentReauth(ctx, request(cookie), 'uit-someone-else')).toBe(false);
    clock.set(new Date('2027-05-01T10:14:59Z'));
    expect(await hasRecentReauth(ctx, request(cookie), 'uit-olga')).toBe(true);
    clock.set(new Date('2027-05-01T10:15:01Z'));
    expect(await hasRecentReauth(ctx, request(cookie), 'uit-olga')).toBe(false);
  });

  it('refuses a tampered or missing cookie', async () => {
    clock.set(new Date('2027-05-01T10:00:00Z'));
    const cookie = (await reauthSetCookie(ctx, 'uit-olga')).split(';')[0]!;
    const [name, value] = cookie.split('=');
    const forged = `${name}=${Buffer.from(JSON.stringify({ u: 'uit-olga', exp: 9e15 })).toString('base64')}${value!.slice(value!.indexOf('.'))}`;
    expect(await hasRecentReauth(ctx, request(forged), 'uit-olga')).toBe(false);
    expect(await hasRecentReauth(ctx, request(''), 'uit-olga')).toBe(false);
  });
});
