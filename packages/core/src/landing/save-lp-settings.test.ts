import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { isAppError } from '../errors.ts';
import { updateEventLp } from './save-lp-settings.ts';
import { listLpVersions, restoreLpVersion } from './lp-versions.ts';
import { landingChangedChannel } from './landing-changed.ts';

let ctx: TestCtx;
let eventId: number;
let otherEventId: number;
let admin: TestUser;
let attendee: TestUser;
let otherAdmin: TestUser;
const seeded = JSON.stringify({ header: { title: 'Seeded' }, modules: [{ id: 'intro', type: 'text', props: { body: 'Hello' } }] });

beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx, { lp_settings: seeded })).id;
  otherEventId = (await insertEvent(ctx)).id;
  [admin, attendee, otherAdmin] = [await insertTestUser(ctx), await insertTestUser(ctx), await insertTestUser(ctx)];
  const member = (u: TestUser, event_id: number, tags: string[]) => ctx.db.insert(schema.event_memberships).values({ event_id, user_id: u.viewer.id, joined: true, user_tags: tags });
  await member(admin, eventId, [administratorTag]);
  await member(attendee, eventId, []);
  await member(otherAdmin, otherEventId, [administratorTag]);
});
afterAll(() => ctx.close());

/** "code@field" of every error, or "ok". */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => {
      if (!isAppError(e)) throw e;
      return e.items.map((i) => (i.field ? `${i.code}@${i.field}` : i.code)).join(' ');
    },
  );

const stored = async () => (await ctx.db.select({ lp: schema.events.lp_settings, v: schema.events.lp_version }).from(schema.events).where(eq(schema.events.id, eventId)))[0]!;
const doc = (title: string, extra: object = {}) => JSON.stringify({ header: { title }, modules: [{ id: 'cd', type: 'countdown', props: { label: 'Soon' } }], ...extra });

describe('update_event_lp (SPEC §7) and the builder history', () => {
  it('is for the event’s administrators only', async () => {
    expect(await outcome(updateEventLp(ctx, null, eventId, { lp_settings: doc('x') }))).toBe('common.not_authenticated');
    expect(await outcome(updateEventLp(ctx, attendee.viewer, eventId, { lp_settings: doc('x') }))).toBe('common.forbidden');
    expect(await outcome(updateEventLp(ctx, otherAdmin.viewer, eventId, { lp_settings: doc('x') }))).toBe('common.forbidden');
    expect(await outcome(listLpVersions(ctx, attendee.viewer, eventId))).toBe('common.forbidden');
    expect(await outcome(restoreLpVersion(ctx, otherAdmin.viewer, eventId, 0))).toBe('common.forbidden');
    expect((await stored()).lp).toBe(seeded);
  });

  it('refuses an invalid document with field paths and leaves the saved page intact', async () => {
    const cases: [string, string][] = [
      ['{', 'landing.invalid@lp_settings'],
      ['[]', 'landing.invalid@lp_settings'],
      [JSON.stringify({ modules: [{ id: 'a', type: 'marquee', props: {} }] }), 'landing.invalid@lp_settings.modules.0.type'],
      [JSON.stringify({ theme: { main_color: 'red; background:url(x)' } }), 'landing.colour_invalid@lp_settings.theme.main_color'],
      [JSON.stringify({ modules: [{ id: 'a', type: 'cta', props: { heading: 'Go', label: 'Go', href: 'javascript:alert(1)' } }] }), 'landing.url_invalid@lp_settings.modules.0.props.href'],
      [JSON.stringify({ modules: [{ id: 'a', type: 'text', props: { body: 'x' } }, { id: 'a', type: 'text', props: { body: 'y' } }] }), 'landing.invalid@lp_settings.modules.1.id'],
      // Each reason its own code, so the builder says why in the organizer's language.
      [JSON.stringify({ modules: [{ id: 'a', type: 'video', props: { url: 'https://example.com/v.mp4', title: 'Film' } }] }), 'landing.video_url_invalid@lp_settings.modules.0.props.url'],
      [JSON.stringify({ modules: [{ id: 'a', type: 'countdown', props: { label: 'x'.repeat(201) } }] }), 'landing.text_too_long@lp_settings.modules.0.props.label'],
      [JSON.stringify({ footer: { text: 'x'.repeat(2_000_000) } }), 'landing.too_large@lp_settings'],
    ];
    for (const [raw, expected] of cases) expect(await outcome(updateEventLp(ctx, admin.viewer, eventId, { lp_settings: raw })), raw.slice(0, 80)).toBe(expected);
    expect(await stored()).toEqual({ lp: seeded, v: 0 });
  });

  it('saves a version, keeps the seeded page as version 0, tells every web process, and strips unknown keys', async () => {
    ctx.pubsub.published.length = 0;
    const saved = await updateEventLp(ctx, admin.viewer, eventId, { lp_settings: doc('First', { evil: '<script>' }), base_version: 0 });
    expect(saved).toEqual({ status: 'ok', version: 1 });
    const now = await stored();
    expect(now.v).toBe(1);
    expect(JSON.parse(now.lp!)).toMatchObject({ header: { title: 'First' }, modules: [{ id: 'cd', type: 'countdown' }] });
    expect(now.lp).not.toContain('evil');
    expect(ctx.pubsub.published).toEqual([{ channel: landingChangedChannel, message: { eventId } }]);
    const history = await listLpVersions(ctx, admin.viewer, eventId);
    expect(history.current_version).toBe(1);
    expect(history.versions.map((v) => [v.version, v.created_by?.first_name ?? null])).toEqual([
      [1, admin.viewer.first_name],
      [0, null],
    ]);
  });

  it('refuses a save based on an older version (two organizers at once): the first wins, the second is told', async () => {
    const [a, b] = await Promise.all([
      outcome(updateEventLp(ctx, admin.viewer, eventId, { lp_settings: doc('A'), base_version: 1 })),
      outcome(updateEventLp(ctx, admin.viewer, eventId, { lp_settings: doc('B'), base_version: 1 })),
    ]);
    expect([a, b].sort()).toEqual(['landing.conflict', 'ok']);
    const winner = a === 'ok' ? 'A' : 'B';
    expect(JSON.parse((await stored()).lp!).header.title).toBe(winner);
    expect(await outcome(updateEventLp(ctx, admin.viewer, eventId, { lp_settings: doc('C'), base_version: 1 }))).toBe('landing.conflict');
    expect((await stored()).v).toBe(2);
  });

  it('restores an earlier version as a new one, so the restore can be undone too', async () => {
    const restored = await restoreLpVersion(ctx, admin.viewer, eventId, 0, { base_version: 2 });
    expect(restored.version).toBe(3);
    expect(JSON.parse((await stored()).lp!).header.title).toBe('Seeded');
    const history = await listLpVersions(ctx, admin.viewer, eventId);
    expect(history.versions[0]).toMatchObject({ version: 3, restored_from: 0 });
    expect(await outcome(restoreLpVersion(ctx, admin.viewer, eventId, 99))).toBe('landing.version_not_found@version');
    expect(await outcome(restoreLpVersion(ctx, admin.viewer, otherEventId, 0))).toBe('common.forbidden');
  });
});
