import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { pointsLeaderboard } from '../points/ledger.ts';
import { signScanQr, verifyScanQr } from './personal-qr.ts';
import { openGames } from './scan-scope.ts';
import { QR_SCAN_POINTS, scanPerson } from './scan-person.ts';
import { listConversations, myScanCode } from './conversations.ts';

let ctx: TestCtx;
let ann: TestUser, bob: TestUser, cyd: TestUser, dee: TestUser, outsider: TestUser, admin: TestUser;
let eventId: number, otherEventId: number, gamesId: number, wallId: number;
const start = new Date('2027-05-18T10:00:00Z');
const at = (ms: number) => ctx.clock.set(new Date(start.getTime() + ms));

beforeAll(async () => {
  ctx = await createTestCtx({ now: start });
  [ann, bob, cyd, dee, outsider, admin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Zeta' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Alpha' }),
    insertTestUser(ctx, { first_name: 'Cyd', last_name: 'Beta' }),
    insertTestUser(ctx, { first_name: 'Dee', last_name: 'Gamma' }),
    insertTestUser(ctx, { first_name: 'Out', last_name: 'Sider' }),
    insertTestUser(ctx, { first_name: 'Ada', last_name: 'Min' }),
  ]);
  eventId = (await insertEvent(ctx, { access_mode_type: 'close' })).id;
  otherEventId = (await insertEvent(ctx)).id;
  gamesId = (await insertComponent(ctx, eventId, 'treasure_hunt')).id;
  wallId = (await insertComponent(ctx, eventId, 'feed_wall')).id;
  const member = (u: TestUser, event = eventId, user_tags: string[] = []) => ({ event_id: event, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name });
  await ctx.db.insert(schema.event_memberships).values([member(ann), member(bob), member(cyd), member(dee), member(outsider, otherEventId), member(admin, eventId, [administratorTag])]);
  // The administrator has not joined as an attendee: an admin membership only.
  await ctx.db.update(schema.event_memberships).set({ joined: false }).where(and(eq(schema.event_memberships.user_id, admin.viewer.id), eq(schema.event_memberships.event_id, eventId)));
});
afterAll(() => ctx?.close());

const games = (u: TestUser, componentId = gamesId) => openGames(ctx, { eventId, viewer: u.viewer, locale: 'en', componentId });
const codeOf = (u: TestUser, event = eventId) => signScanQr(ctx.config.sessionSecret, event, u.viewer.user_identity_token);
const scan = async (by: TestUser, of: TestUser | string) => scanPerson(ctx, await games(by), typeof of === 'string' ? of : codeOf(of));
const fails = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
const pointsOf = async (u: TestUser) => (await pointsLeaderboard(ctx, eventId, { viewerId: u.viewer.id, source: 'qr_scan' })).me?.points ?? 0;

describe('the personal QR', () => {
  it('round-trips the event and the token, and refuses a changed byte, another key, junk', () => {
    const code = signScanQr('k1', 42, 'e2e-some.token');
    expect(verifyScanQr('k1', code)).toEqual({ eventId: 42, userToken: 'e2e-some.token' });
    expect(verifyScanQr('k2', code)).toBeNull();
    const parts = code.split('.');
    expect(verifyScanQr('k1', [parts[0], '43', parts[2], parts[3]].join('.'))).toBeNull();
    expect(verifyScanQr('k1', code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA'))).toBeNull();
    for (const junk of ['', 'FS1', 'FS1.1.x', `FS1.0.${parts[2]}.${parts[3]}`, 'FT1.x.y', '\u0000', 'x'.repeat(5000)]) expect(verifyScanQr('k1', junk)).toBeNull();
  });

  it('is what myScanCode gives the player', async () => {
    expect(await myScanCode(ctx, await games(ann))).toBe(codeOf(ann));
  });
});

describe('scan and talk', () => {
  it('a rescan at 1:59 gives nothing, at 2:00 both once; either one may rescan', async () => {
    at(0);
    expect(await scan(ann, bob)).toMatchObject({ status: 'started', seconds_left: 120, points: 0, person: { first_name: 'Bob' } });
    // Both phones hear it on their own channel.
    const heard = ctx.pubsub.published.filter((p) => (p.message as { type?: string }).type === 'qr_scan').map((p) => p.channel);
    expect(heard).toEqual(expect.arrayContaining([`user:${ann.viewer.id}`, `user:${bob.viewer.id}`]));
    at(60_000);
    expect(await scan(bob, ann)).toMatchObject({ status: 'talking', seconds_left: 60, points: 0 });
    at(119_000);
    expect(await scan(ann, bob)).toMatchObject({ status: 'talking', seconds_left: 1, points: 0 });
    expect([await pointsOf(ann), await pointsOf(bob)]).toEqual([0, 0]);
    at(120_000);
    expect(await scan(bob, ann)).toMatchObject({ status: 'confirmed', seconds_left: 0, points: QR_SCAN_POINTS });
    expect([await pointsOf(ann), await pointsOf(bob)]).toEqual([QR_SCAN_POINTS, QR_SCAN_POINTS]);
    at(300_000);
    expect(await fails(scan(ann, bob))).toBe('qr_scan.already_scanned');
    expect(await fails(scan(bob, ann))).toBe('qr_scan.already_scanned');
    expect([await pointsOf(ann), await pointsOf(bob)]).toEqual([QR_SCAN_POINTS, QR_SCAN_POINTS]);
    const rows = await ctx.db.select().from(schema.qr_scans).where(eq(schema.qr_scans.event_id, eventId));
    expect(rows).toHaveLength(1);
  });

  it('two phones scanning each other at once make one conversation; 20 parallel rescans score once', async () => {
    at(0);
    const first = await Promise.all([scan(cyd, dee), scan(dee, cyd), scan(cyd, dee), scan(dee, cyd)]);
    expect(first.filter((o) => o.status === 'started')).toHaveLength(1);
    at(121_000);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => fails(i % 2 ? scan(cyd, dee) : scan(dee, cyd))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'qr_scan.already_scanned')).toHaveLength(19);
    expect([await pointsOf(cyd), await pointsOf(dee)]).toEqual([QR_SCAN_POINTS, QR_SCAN_POINTS]);
    const all = await ctx.db.select().from(schema.qr_scans).where(eq(schema.qr_scans.event_id, eventId));
    expect(all).toHaveLength(2);
  });

  it('refuses forged, own, other-event and non-member codes with their words', async () => {
    at(0);
    const forged = signScanQr('not-the-server-key', eventId, bob.viewer.user_identity_token);
    expect(await fails(scan(ann, forged))).toBe('qr_scan.not_recognised');
    expect(await fails(scan(ann, bob.viewer.user_identity_token))).toBe('qr_scan.not_recognised');
    expect(await fails(scan(ann, 'x\u0000y'))).toBe('qr_scan.not_recognised');
    expect(await fails(scan(ann, signScanQr(ctx.config.sessionSecret, eventId, 'nobody-has-this-token')))).toBe('qr_scan.not_recognised');
    expect(await fails(scan(ann, ann))).toBe('qr_scan.self');
    expect(await fails(scan(ann, codeOf(bob, otherEventId)))).toBe('qr_scan.wrong_event');
    expect(await fails(scan(ann, codeOf(outsider)))).toBe('qr_scan.not_member');
  });

  it('lets only joined members and administrators of the event play, through the games component only', async () => {
    expect((await games(admin)).playerId).toBe(admin.viewer.id);
    expect(await fails(games(outsider))).toBe('access.not_joined');
    expect(await fails(games(ann, wallId))).toBe('component.not_found');
    expect(await fails(openGames(ctx, { eventId, viewer: null, locale: 'en', componentId: gamesId }))).toBe('access.login_required');
  });

  it('lists the people I have talked with, running conversations first', async () => {
    at(0);
    await scan(ann, cyd);
    at(30_000);
    const list = await listConversations(ctx, await games(ann));
    expect(list.map((c) => [c.person.first_name, c.seconds_left, c.points, c.confirmed_at !== null])).toEqual([
      ['Cyd', 90, 0, false],
      ['Bob', 0, QR_SCAN_POINTS, true],
    ]);
    expect(list[0]).not.toHaveProperty('person.id');
    // Bob scanned Ann's code for the confirmation, yet it is Ann's conversation too.
    expect((await listConversations(ctx, await games(bob))).map((c) => c.person.first_name)).toEqual(['Ann']);
  });
});
