import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { insertTestUser } from '@foyer/core/access/test-users';
import { googleConnectUrl } from '@foyer/core/availability/google-calendar';
import { openAvailability } from '@foyer/core/availability/scope';
import { createTestCtx, insertEvent, testConfig, type TestCtx } from '@foyer/core/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { availabilityAction, availabilityScreenLoader, googleCallbackLoader } = await import('./availability.server.ts');

let ctx: TestCtx;
let eventId: number;
let ann: Viewer;
let bob: Viewer;
let google: Server;

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-01T10:00:00Z') });
  eventId = (await insertEvent(ctx, { lp_url: 'avail-web', start_date: new Date('2027-06-01T00:00:00Z'), end_date: new Date('2027-06-03T00:00:00Z'), timezone: 'Europe/Warsaw' })).id;
  const [a, b] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx)]);
  ann = a.viewer;
  bob = b.viewer;
  await ctx.db.insert(schema.event_memberships).values([ann, bob].map((u) => ({ event_id: eventId, user_id: u.id, joined: true, first_name: 'A', last_name: 'B' })));
  // Google's token and freeBusy endpoints, as documented, on loopback.
  google = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/token') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"t","token_type":"Bearer"}');
      if (req.url === '/v3/freeBusy') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ calendars: { primary: { busy: [{ start: '2027-06-02T12:00:00Z', end: '2027-06-02T13:00:00Z' }] } } }));
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => google.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  ctx.config = testConfig({ calendar: { allowPrivateUrls: false, google: { clientId: 'c', clientSecret: 's', authUrl: `${base}/auth`, tokenUrl: `${base}/token`, apiUrl: `${base}/v3` } } });
});
afterAll(async () => {
  await new Promise((r) => google?.close(r));
  await ctx?.close();
});

const url = 'http://foyer.test/avail-web/profile/availability';
const params = { slug: 'avail-web' };
const post = (fields: Record<string, string>) => new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
const location = (r: unknown) => (r instanceof Response ? r.headers.get('location') : null);
const rows = (u: Viewer) => ctx.db.select().from(schema.user_unavailability).where(eq(schema.user_unavailability.user_id, u.id));

describe('profile/availability', () => {
  it('adds a time read in the event’s time zone and lists it under its day', async () => {
    current = ann;
    const r = await availabilityAction(ctx, post({ intent: 'add', from: '2027-06-01T09:00', to: '2027-06-01T10:00' }), params);
    expect(location(r)).toBe('/avail-web/profile/availability?availability=added');
    expect((await rows(ann)).map((x) => [x.unavailability_from.toISOString(), x.unavailability_to.toISOString()])).toEqual([['2027-06-01T07:00:00.000Z', '2027-06-01T08:00:00.000Z']]);
    const screen = await availabilityScreenLoader(ctx, new Request(`${url}?availability=added&availability_error=evil.code`), params);
    expect(screen).toMatchObject({ timezone: 'Europe/Warsaw', total: 1, notice: 'added', error: null, days: [{ day: '2027-06-01' }] });
  });

  it('says a refusal on the screen instead of failing it', async () => {
    current = ann;
    expect(location(await availabilityAction(ctx, post({ intent: 'add', from: '2020-01-01T09:00', to: '2020-01-01T10:00' }), params))).toBe('/avail-web/profile/availability?availability_error=availability.in_past');
    expect(location(await availabilityAction(ctx, post({ intent: 'add', from: 'nonsense', to: '' }), params))).toBe('/avail-web/profile/availability?availability_error=availability.time_invalid');
    const [mine] = await rows(ann);
    current = bob;
    expect(location(await availabilityAction(ctx, post({ intent: 'remove', id: String(mine!.id) }), params))).toBe('/avail-web/profile/availability?availability_error=availability.not_found');
    expect(location(await availabilityAction(ctx, post({ intent: 'import_url', url: 'http://169.254.169.254/' }), params))).toBe('/avail-web/profile/availability?availability_error=availability.url_refused');
  });

  it('imports an uploaded .ics file', async () => {
    current = bob;
    const form = new FormData();
    form.set('intent', 'import_file');
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:a@t', 'DTSTART;VALUE=DATE:20270602', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    form.set('file', new File([ics], 'cal.ics', { type: 'text/calendar' }));
    const encoded = new Request(url, { method: 'POST', body: form });
    const body = await encoded.arrayBuffer();
    const req = new Request(url, { method: 'POST', body, headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) } });
    expect(location(await availabilityAction(ctx, req, params))).toBe('/avail-web/profile/availability?count=1&availability=imported');
    expect((await rows(bob)).map((x) => [x.source, x.unavailability_from.toISOString()])).toEqual([['ical', '2027-06-01T22:00:00.000Z']]);
  });

  it('connects Google Calendar: the consent page, then the callback imports and returns to the screen', async () => {
    current = bob;
    const go = await availabilityAction(ctx, post({ intent: 'google' }), params);
    expect(location(go)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\?client_id=c&/);
    const state = new URL(location(go)!).searchParams.get('state')!;
    const back = await googleCallbackLoader(ctx, new Request(`http://foyer.test/calendar/google/callback?code=ok&state=${encodeURIComponent(state)}`));
    expect(location(back)).toBe('/avail-web/profile/availability?count=1&availability=imported');
    expect((await rows(bob)).filter((x) => x.source === 'google').map((x) => x.unavailability_from.toISOString())).toEqual(['2027-06-02T12:00:00.000Z']);
    // Someone else signed in cannot complete bob's connection; a forged state is refused.
    current = ann;
    const other = await googleCallbackLoader(ctx, new Request(`http://foyer.test/calendar/google/callback?code=ok&state=${encodeURIComponent(await googleConnectUrl(ctx, await openAvailability(ctx, bob, eventId)).then((u) => new URL(u).searchParams.get('state')!))}`));
    expect(location(other)).toBe('/avail-web/profile/availability?availability_error=availability.google_state_invalid');
    await expect(googleCallbackLoader(ctx, new Request('http://foyer.test/calendar/google/callback?code=ok&state=forged'))).rejects.toMatchObject({ init: { status: 422 } });
  });
});
