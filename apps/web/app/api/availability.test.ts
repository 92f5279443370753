import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

/** SPEC §7 Unavailability over HTTP: who may call, merging, ownership, and calendar links that are refused. */
let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
let ann: TestUser;
let bob: TestUser;
let eve: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-01T10:00:00Z') });
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx, { start_date: new Date('2027-06-01T00:00:00Z'), end_date: new Date('2027-06-03T00:00:00Z'), timezone: 'Europe/Warsaw' })).id;
  [ann, bob, eve] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
  await ctx.db.insert(schema.event_memberships).values([ann, bob].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: 'A', last_name: 'B' })));
});
afterAll(() => ctx?.close());

const as = (u: TestUser | null) => ({ headers: u ? { ...u.auth, 'x-app-id': String(eventId) } : {} });
const path = () => `/events/${eventId}/users/unavailability`;

describe('unavailability API', () => {
  it('refuses guests (401) and non-members (403)', async () => {
    expect((await call('GET', path(), as(null))).status).toBe(401);
    const r = await call('GET', path(), as(eve));
    expect([r.status, firstCode(r.body)]).toEqual([403, 'access.not_joined']);
  });

  it('adds, merges overlaps, refuses the past and a reversed range, and lists in the event’s zone', async () => {
    const add = (from: string, to: string, u = ann) => call('POST', path(), { ...as(u), json: { unavailability_from: from, unavailability_to: to } });
    expect((await add('2027-06-01T08:00:00Z', '2027-06-01T09:00:00Z')).status).toBe(200);
    const merged = await add('2027-06-01T08:30:00Z', '2027-06-01T10:00:00Z');
    expect(merged.body).toMatchObject({ unavailability_from: '2027-06-01T08:00:00.000Z', unavailability_to: '2027-06-01T10:00:00.000Z', source: 'manual' });
    const past = await add('2027-04-01T08:00:00Z', '2027-04-01T09:00:00Z');
    expect([past.status, firstCode(past.body)]).toEqual([422, 'availability.in_past']);
    const reversed = await add('2027-06-01T10:00:00Z', '2027-06-01T09:00:00Z');
    expect([reversed.status, firstCode(reversed.body)]).toEqual([422, 'availability.start_after_end']);
    const list = await call('GET', path(), as(ann));
    expect(list.body).toMatchObject({ timezone: 'Europe/Warsaw', google_available: false });
    expect(list.body.unavailability).toHaveLength(1);
  });

  it('lets nobody remove another user’s time', async () => {
    const [mine] = (await call('GET', path(), as(ann))).body.unavailability as { id: number }[];
    const theirs = await call('DELETE', `${path()}/${mine!.id}`, as(bob));
    expect([theirs.status, firstCode(theirs.body)]).toEqual([404, 'availability.not_found']);
    expect((await call('DELETE', `${path()}/${mine!.id}`, as(ann))).body).toEqual({ status: 'ok' });
  });

  it('imports an iCalendar text, and refuses links to this machine or a private network', async () => {
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:a@t', 'DTSTART:20270602T090000Z', 'DTEND:20270602T100000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    expect((await call('POST', `${path()}/import`, { ...as(bob), json: { ics } })).body).toEqual({ imported: 1 });
    for (const url of ['http://127.0.0.1:3000/api/v1/healthz', 'http://169.254.169.254/latest/meta-data/', 'http://localhost/', 'file:///etc/passwd', 'http://[::1]:5432/']) {
      const r = await call('POST', `${path()}/import`, { ...as(bob), json: { url } });
      expect([r.status, firstCode(r.body)], url).toEqual([422, 'availability.url_refused']);
    }
    const bad = await call('POST', `${path()}/import`, { ...as(bob), json: { ics: 'not a calendar' } });
    expect([bad.status, firstCode(bad.body)]).toEqual([422, 'availability.calendar_invalid']);
    // A rule no day matches made ical.js loop for ever inside one request: the web process answered nothing again.
    const never = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:n@t', 'DTSTART:20270518T090000Z', 'DTEND:20270518T091000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    const stuck = await call('POST', `${path()}/import`, { ...as(bob), json: { ics: never } });
    expect([stuck.status, firstCode(stuck.body)]).toEqual([422, 'availability.calendar_too_complex']);
    expect((await call('POST', `${path()}/import`, { ...as(bob), json: { ics } })).body).toEqual({ imported: 1 });
    const google = await call('GET', `${path()}/google`, as(bob));
    expect([google.status, firstCode(google.body)]).toEqual([422, 'availability.google_not_configured']);
  });
});
