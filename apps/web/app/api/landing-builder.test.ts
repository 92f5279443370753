import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number;
let attendee: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
const seeded = JSON.stringify({ header: { title: 'Seeded' } });

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx, { lp_settings: seeded })).id;
  const otherEventId = (await insertEvent(ctx)).id;
  [attendee, admin, otherAdmin] = [await insertTestUser(ctx), await insertTestUser(ctx), await insertTestUser(ctx)];
  const join = (id: number, u: TestUser, user_tags: string[] = []) => ctx.db.insert(schema.event_memberships).values({ event_id: id, user_id: u.viewer.id, joined: true, user_tags });
  await join(eventId, attendee);
  await join(eventId, admin, ['ADMINISTRATOR']);
  await join(otherEventId, otherAdmin, ['ADMINISTRATOR']);
});
afterAll(() => ctx.close());

const statusOf = (res: { status: number; body: unknown }) => (res.status === 200 ? 200 : [res.status, firstCode(res.body)]);
const stored = async () => (await ctx.db.select({ lp: schema.events.lp_settings }).from(schema.events).where(eq(schema.events.id, eventId)))[0]!.lp;
const page = (title: string) => JSON.stringify({ header: { title }, modules: [{ id: 'countdown-1', type: 'countdown', props: {} }] });
const fieldsOf = (body: { errors: { code: string; field?: string }[] }) => body.errors.map((e) => `${e.code}@${e.field}`);

describe('update_event_lp and the landing history over HTTP, per role', () => {
  it('refuses guests (401), attendees and another event’s administrator (403) on every call', async () => {
    const who = { guest: [{}, [401, 'common.not_authenticated']], attendee: [attendee.auth, [403, 'common.forbidden']], other_event_admin: [otherAdmin.auth, [403, 'common.forbidden']] } as const;
    for (const [role, [headers, expected]] of Object.entries(who)) {
      expect(statusOf(await call('POST', `/events/${eventId}/update_event_lp`, { headers, json: { lp_settings: page('x') } })), role).toEqual(expected);
      expect(statusOf(await call('GET', `/events/${eventId}/lp_versions`, { headers })), role).toEqual(expected);
      expect(statusOf(await call('POST', `/events/${eventId}/lp_versions/0/restore`, { headers, json: {} })), role).toEqual(expected);
    }
    expect(await stored()).toBe(seeded);
  });

  it('answers invalid documents with 422 naming the path, also a 2 MB one, and keeps the saved page', async () => {
    const bad = async (lp_settings: string) => {
      const res = await call('POST', `/events/${eventId}/update_event_lp`, { headers: admin.auth, json: { lp_settings } });
      expect(res.status).toBe(422);
      return fieldsOf(res.body);
    };
    expect(await bad(JSON.stringify({ modules: [{ id: 'm', type: 'marquee' }] }))).toEqual(['landing.invalid@lp_settings.modules.0.type']);
    expect(await bad(JSON.stringify({ theme: { main_color: 'rgb(0,0,0)' } }))).toEqual(['landing.colour_invalid@lp_settings.theme.main_color']);
    expect(await bad(JSON.stringify({ footer: { links: [{ label: 'x', url: 'javascript:alert(1)' }] } }))).toEqual(['landing.url_invalid@lp_settings.footer.links.0.url']);
    expect(await bad(JSON.stringify({ footer: { text: 'é'.repeat(2 * 1024 * 1024) } }))).toEqual(['landing.too_large@lp_settings']);
    expect(await bad('not json')).toEqual(['landing.invalid@lp_settings']);
    expect(await bad(JSON.stringify({ header: { title: 'a\u0000b' } }))).toEqual(['landing.invalid@lp_settings']);
    // ticket_forms holds any JSON: 20,000 nested arrays in it overflowed the call stack of the checks after JSON.parse (500).
    expect(await bad(`{"ticket_forms":{"1":${'['.repeat(20_000)}1${']'.repeat(20_000)}}}`)).toEqual(['landing.invalid@lp_settings']);
    const wrongType = await call('POST', `/events/${eventId}/update_event_lp`, { headers: admin.auth, json: { lp_settings: { header: {} } } });
    expect(statusOf(wrongType)).toEqual([422, 'common.validation']);
    expect(await stored()).toBe(seeded);
  });

  it('saves, lists, refuses a stale save with 409, and restores', async () => {
    const saved = await call('POST', `/events/${eventId}/update_event_lp`, { headers: admin.auth, json: { lp_settings: page('Launch'), base_version: 0 } });
    expect([saved.status, saved.body]).toEqual([200, { status: 'ok', version: 1 }]);
    const stale = await call('POST', `/events/${eventId}/update_event_lp`, { headers: admin.auth, json: { lp_settings: page('Stale'), base_version: 0 } });
    expect(statusOf(stale)).toEqual([409, 'landing.conflict']);
    const history = await call('GET', `/events/${eventId}/lp_versions`, { headers: admin.auth });
    expect(history.body.versions.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    const restored = await call('POST', `/events/${eventId}/lp_versions/0/restore`, { headers: admin.auth, json: { base_version: 1 } });
    expect([restored.status, restored.body.version]).toEqual([200, 2]);
    expect(JSON.parse((await stored())!).header.title).toBe('Seeded');
    expect(statusOf(await call('POST', `/events/${eventId}/lp_versions/77/restore`, { headers: admin.auth, json: {} }))).toEqual([404, 'landing.version_not_found']);
    expect((await call('POST', `/events/${eventId}/lp_versions/-1/restore`, { headers: admin.auth, json: {} })).status).toBe(422);
  });
});
