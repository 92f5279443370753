import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, testConfig, type TestCtx } from '../testing/index.ts';
import { openAvailability } from './scope.ts';
import { listUnavailability } from './unavailability.ts';
import { importIcsText, importIcsUrl, MAX_CALENDAR_BYTES } from './import-calendar.ts';
import { checkUrl, isPrivateAddress, safeFetchText } from './safe-fetch.ts';
import { completeGoogleImport, googleConnectUrl, googleStateEvent } from './google-calendar.ts';
import { newYork } from './testing/ical-fixtures.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let eventId: number;
let fake: Server;
let base: string;
const seen: { path: string; body: string; auth?: string }[] = [];

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-01T10:00:00Z') });
  [ann, bob] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx)]);
  eventId = (await insertEvent(ctx, { start_date: new Date('2027-06-01T00:00:00Z'), end_date: new Date('2027-06-03T00:00:00Z'), timezone: 'Europe/Warsaw' })).id;
  await ctx.db.insert(schema.event_memberships).values([ann, bob].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: 'A', last_name: 'B' })));
  // One local fake: a calendar to download, and Google's token and freeBusy endpoints.
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body, auth: req.headers.authorization });
      if (req.url === '/cal.ics') return res.writeHead(200, { 'content-type': 'text/calendar' }).end(newYork);
      if (req.url === '/redirect') return res.writeHead(302, { location: 'http://127.0.0.1:1/secret' }).end();
      if (req.url === '/huge.ics') return res.writeHead(200).end('x'.repeat(MAX_CALENDAR_BYTES + 10));
      if (req.url === '/token' && req.method === 'POST') {
        const p = new URLSearchParams(body);
        if (p.get('code') !== 'good-code' || p.get('grant_type') !== 'authorization_code' || p.get('client_secret') !== 'shh') return res.writeHead(400).end('{"error":"invalid_grant"}');
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"at-1","token_type":"Bearer","expires_in":3599}');
      }
      if (req.url === '/calendar/v3/freeBusy' && req.method === 'POST') {
        if (req.headers.authorization !== 'Bearer at-1') return res.writeHead(401).end();
        const q = JSON.parse(body) as { timeMin: string; timeMax: string };
        const busy = [{ start: '2027-06-01T09:00:00Z', end: '2027-06-01T10:00:00Z' }, { start: '2027-06-01T09:30:00Z', end: '2027-06-01T11:00:00Z' }, { start: '2027-07-01T09:00:00Z', end: '2027-07-01T10:00:00Z' }];
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'calendar#freeBusy', timeMin: q.timeMin, timeMax: q.timeMax, calendars: { primary: { busy } } }));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx.config = testConfig({
    calendar: { allowPrivateUrls: false, google: { clientId: 'cid', clientSecret: 'shh', authUrl: `${base}/auth`, tokenUrl: `${base}/token`, apiUrl: `${base}/calendar/v3` } },
  });
});
afterAll(async () => {
  await new Promise((r) => fake?.close(r));
  await ctx?.close();
});

const scope = (u: TestUser) => openAvailability(ctx, u.viewer, eventId);
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);

describe('calendar URLs (no server-side request forgery)', () => {
  it.each([
    'file:///etc/passwd', 'ftp://example.com/cal.ics', 'gopher://example.com', 'http://127.0.0.1/cal.ics', 'http://127.1/', 'http://localhost:3000/api', 'http://app.localhost/',
    'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.8/', 'http://192.168.1.1/', 'http://0.0.0.0/', 'http://intranet/',
    'https://user:pass@example.com/cal.ics', 'not a url', 'http://2130706433/',
  ])('refuses %s', (url) => {
    expect(() => checkUrl(url)).toThrow(expect.objectContaining({ code: 'availability.url_refused' }));
  });
  it('accepts public http(s) and reads webcal as https', () => {
    expect(checkUrl('https://calendar.example.com/a.ics').toString()).toBe('https://calendar.example.com/a.ics');
    expect(checkUrl('webcal://calendar.example.com/a.ics').protocol).toBe('https:');
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    // IPv4-compatible IPv6 (::127.0.0.1 written ::7f00:1) passed the list; Linux does not route it, other systems may.
    for (const a of ['::7f00:1', '::a9fe:a9fe', '::1', '::']) expect(isPrivateAddress(a), a).toBe(true);
    expect(isPrivateAddress('2a00:1450:4001::1')).toBe(false);
  });
  it('refuses the local fake unless private addresses are allowed, and a redirect into one', async () => {
    expect(await code(importIcsUrl(ctx, await scope(ann), `${base}/cal.ics`))).toBe('availability.url_refused');
    expect(await code(safeFetchText(`${base}/redirect`, { maxBytes: 1000, timeoutMs: 2000, allowPrivate: true }))).toBe('availability.url_unreachable');
    expect(await code(safeFetchText(`${base}/huge.ics`, { maxBytes: MAX_CALENDAR_BYTES, timeoutMs: 2000, allowPrivate: true }))).toBe('availability.calendar_too_large');
    expect(await code(importIcsUrl(ctx, await scope(ann), 42))).toBe('availability.url_refused');
  });
  it('imports from a URL when allowed (tests)', async () => {
    const allowed = { ...ctx, config: { ...ctx.config, calendar: { ...ctx.config.calendar!, allowPrivateUrls: true } } };
    expect(await importIcsUrl(allowed, await scope(ann), `${base}/cal.ics`)).toEqual({ imported: 1 });
    expect((await listUnavailability(ctx, await scope(ann))).map((t) => [t.source, t.unavailability_from])).toEqual([['ical', '2027-06-02T18:00:00.000Z']]);
  });
  it('caps a file', async () => {
    expect(await code(importIcsText(ctx, await scope(ann), 'x'.repeat(MAX_CALENDAR_BYTES + 1)))).toBe('availability.calendar_too_large');
  });
});

describe('Google Calendar (against a local fake of its OAuth and freeBusy endpoints)', () => {
  it('sends the user to the consent page and imports the busy times on the way back', async () => {
    const s = await scope(bob);
    const url = new URL(await googleConnectUrl(ctx, s));
    expect(url.origin + url.pathname).toBe(`${base}/auth`);
    expect(url.searchParams.get('client_id')).toBe('cid');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/calendar/google/callback');
    const state = url.searchParams.get('state')!;
    expect(await googleStateEvent(ctx, state)).toBe(eventId);
    expect(await googleStateEvent(ctx, 'forged')).toBe(null);
    // Someone else (or nobody) cannot finish bob's connection; a bad code is Google's refusal.
    expect(await code(completeGoogleImport(ctx, ann.viewer, { code: 'good-code', state }))).toBe('availability.google_state_invalid');
    expect(await code(completeGoogleImport(ctx, null, { code: 'good-code', state }))).toBe('availability.google_state_invalid');
    expect(await code(completeGoogleImport(ctx, bob.viewer, { code: 'good-code', state: state + 'x' }))).toBe('availability.google_state_invalid');
    expect(await code(completeGoogleImport(ctx, bob.viewer, { code: 'bad-code', state }))).toBe('availability.google_failed');
    expect(await completeGoogleImport(ctx, bob.viewer, { code: 'good-code', state })).toEqual({ eventId, imported: 1 });
    const fb = seen.find((r) => r.path === '/calendar/v3/freeBusy')!;
    expect(JSON.parse(fb.body)).toEqual({ timeMin: '2027-05-31T00:00:00.000Z', timeMax: '2027-06-04T00:00:00.000Z', items: [{ id: 'primary' }] });
    expect((await listUnavailability(ctx, s)).map((t) => [t.source, t.unavailability_from, t.unavailability_to])).toEqual([
      ['google', '2027-06-01T09:00:00.000Z', '2027-06-01T11:00:00.000Z'],
    ]);
    ctx.clock.set(new Date('2027-05-01T10:11:00Z'));
    expect(await code(completeGoogleImport(ctx, bob.viewer, { code: 'good-code', state }))).toBe('availability.google_state_invalid');
    ctx.clock.set(new Date('2027-05-01T10:00:00Z'));
  });
  it('says when Google is not set up', async () => {
    const bare = { ...ctx, config: testConfig() };
    expect(await code(googleConnectUrl(bare, await scope(bob)))).toBe('availability.google_not_configured');
  });
});

describe('imports per user are limited', () => {
  it('refuses the 21st import within an hour with common.rate_limited', async () => {
    const s = await scope(bob);
    await ctx.rateLimiter.reset(`calendar-import:${s.userId}`);
    for (let i = 0; i < 20; i++) await importIcsText(ctx, s, newYork);
    expect(await code(importIcsText(ctx, s, newYork))).toBe('common.rate_limited');
    expect(await code(importIcsUrl(ctx, s, 'https://calendar.example.com/a.ics'))).toBe('common.rate_limited');
    await ctx.rateLimiter.reset(`calendar-import:${s.userId}`);
  });
});
