import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { pointsLeaderboard, userEntries } from '../points/ledger.ts';
import { adminUserEntries, adminVoidEntry, searchPointHolders } from '../points/points-admin.ts';
import { createHunt, createPoint, deleteHunt, listHuntsAdmin, updatePoint } from './hunt-admin.ts';
import { huntDetail, listHunts, openTreasureHunts, treasureLeaderboard } from './hunt-read.ts';
import { huntOfCode, scanTreasure } from './scan-treasure.ts';
import { printedCode, readTreasureInput, signTreasureCode } from './treasure-code.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let admin: TestUser;
let eventId: number;
let otherEventId: number;
let componentId: number;
let huntId: number;
let huntUuid: string;

const req = (u: TestUser | null, ev = eventId) => ({ eventId: ev, viewer: u ? u.viewer : null, locale: 'en' });
/** The QR text of a code the admin list shows. */
async function qrOf(name: string, ev = eventId) {
  const hunts = await listHuntsAdmin(ctx, admin.viewer, ev);
  const point = hunts.flatMap((h) => h.points).find((p) => p.name === name)!;
  return point.url;
}

beforeAll(async () => {
  ctx = await createTestCtx();
  [ann, bob, admin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Zeta' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Alpha' }),
    insertTestUser(ctx, { first_name: 'Ada', last_name: 'Min' }),
  ]);
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  componentId = (await insertComponent(ctx, eventId, 'treasure_hunt')).id;
  await insertComponent(ctx, otherEventId, 'treasure_hunt');
  await ctx.db.insert(schema.event_memberships).values([ann, bob].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: u.viewer.first_name, last_name: u.viewer.last_name })));
  for (const ev of [eventId, otherEventId]) {
    await ctx.db.insert(schema.event_memberships).values({ event_id: ev, user_id: admin.viewer.id, joined: true, user_tags: ['ADMINISTRATOR'], first_name: 'Ada', last_name: 'Min' });
  }
  const hunt = await createHunt(ctx, admin.viewer, eventId, { name: 'Campus hunt', active_from: '2027-05-01T08:00:00Z', active_to: '2027-05-03T18:00:00Z' });
  huntId = hunt.id;
  huntUuid = hunt.uuid;
  await createPoint(ctx, admin.viewer, eventId, huntId, { name: 'Fountain', points: 10 });
  await createPoint(ctx, admin.viewer, eventId, huntId, { name: 'Library', points: 5, usage_left: 1 });
  await createPoint(ctx, admin.viewer, eventId, huntId, { name: 'Late bar', points: 3, active_from: '2027-05-01T20:00:00Z' });
  await createPoint(ctx, admin.viewer, eventId, huntId, { name: 'Breakfast', points: 3, active_to: '2027-05-01T09:00:00Z' });
  const other = await createHunt(ctx, admin.viewer, otherEventId, { name: 'Elsewhere' });
  await createPoint(ctx, admin.viewer, otherEventId, other.id, { name: 'Foreign', points: 50 });
});
afterAll(() => ctx?.close());

describe('treasure codes', () => {
  it('are signed: the QR text verifies, an altered one does not, a typed code reads in any case', () => {
    const secret = ctx.config.sessionSecret;
    const token = signTreasureCode(secret, 'K7QM2XPA9RTWD4HN');
    expect(readTreasureInput(secret, `https://x.test/demo/treasure/${token}`)).toEqual({ code: 'K7QM2XPA9RTWD4HN', signed: true });
    expect(readTreasureInput(secret, token.replace('K7QM', 'K7QN'))).toBeNull();
    expect(readTreasureInput('another-secret', token)).toBeNull();
    expect(readTreasureInput(secret, 'k7qm-2xpa-9rtw-d4hn')).toEqual({ code: 'K7QM2XPA9RTWD4HN', signed: false });
    expect(printedCode('K7QM2XPA9RTWD4HN')).toBe('K7QM-2XPA-9RTW-D4HN');
    expect(readTreasureInput(secret, 'hello\u0000')).toBeNull();
  });
});

describe('scanning', () => {
  it('twenty parallel scans of one code by one person score once and use the code once', async () => {
    await ctx.db.update(schema.treasure_hunt_points).set({ usage_left: 50 }).where(eq(schema.treasure_hunt_points.name, 'Fountain'));
    const qr = await qrOf('Fountain');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => scanTreasure(ctx, req(ann), { code: qr })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(19).fill('treasure.already_found'));
    const [point] = await ctx.db.select().from(schema.treasure_hunt_points).where(eq(schema.treasure_hunt_points.name, 'Fountain'));
    expect(point!.usage_left).toBe(49);
    const listed = (await listHuntsAdmin(ctx, admin.viewer, eventId))[0]!.points;
    expect(listed.map((x) => [x.name, x.found])).toEqual([['Fountain', 1], ['Library', 0], ['Late bar', 0], ['Breakfast', 0]]);
    expect((await userEntries(ctx, eventId, ann.viewer.id)).map((e) => [e.source, e.points])).toEqual([['treasure_hunt', 10]]);
    expect((ok[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof scanTreasure>>>).value.progress).toEqual({ found: 1, total: 4, points: 10 });
  });

  it('a screenshot of the same QR scores for another person once, never twice for the first', async () => {
    const qr = await qrOf('Fountain');
    await expect(scanTreasure(ctx, req(bob), { code: qr })).resolves.toMatchObject({ outcome: 'found', treasure: { name: 'Fountain', points: 10 } });
    await expect(scanTreasure(ctx, req(ann), { code: qr })).rejects.toMatchObject({ code: 'treasure.already_found' });
  });

  it('a code used up, not yet open, closed, forged or of another event is refused with its own code', async () => {
    await scanTreasure(ctx, req(ann), { code: await qrOf('Library') });
    await expect(scanTreasure(ctx, req(bob), { code: await qrOf('Library') })).rejects.toMatchObject({ code: 'treasure.used_up' });
    await expect(scanTreasure(ctx, req(bob), { code: await qrOf('Late bar') })).rejects.toMatchObject({ code: 'treasure.not_active' });
    await expect(scanTreasure(ctx, req(bob), { code: await qrOf('Breakfast') })).rejects.toMatchObject({ code: 'treasure.not_active' });
    const forged = (await qrOf('Late bar')).slice(0, -3) + 'AAA';
    await expect(scanTreasure(ctx, req(bob), { code: forged })).rejects.toMatchObject({ code: 'treasure.not_recognised' });
    await expect(scanTreasure(ctx, req(bob), { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).rejects.toMatchObject({ code: 'treasure.not_recognised' });
    await expect(scanTreasure(ctx, req(bob), { code: await qrOf('Foreign', otherEventId) })).rejects.toMatchObject({ code: 'treasure.wrong_event' });
    await expect(scanTreasure(ctx, req(null), { code: await qrOf('Late bar') })).rejects.toMatchObject({ code: 'common.not_authenticated' });
  });

  it('follows the fake clock: the late code opens in the evening, and the whole hunt closes at its end', async () => {
    ctx.clock.set(new Date('2027-05-01T20:30:00Z'));
    const typed = (await listHuntsAdmin(ctx, admin.viewer, eventId))[0]!.points.find((p) => p.name === 'Late bar')!.code;
    await expect(scanTreasure(ctx, req(bob), { code: typed.toLowerCase() })).resolves.toMatchObject({ outcome: 'found' });
    ctx.clock.set(new Date('2027-05-04T10:00:00Z'));
    await expect(scanTreasure(ctx, req(ann), { code: await qrOf('Late bar') })).rejects.toMatchObject({ code: 'treasure.not_active' });
    ctx.clock.set(new Date('2027-05-01T10:00:00Z'));
  });

  it('gives nothing to a signed-in passer-by who has not joined the event', async () => {
    const stranger = await insertTestUser(ctx, { first_name: 'Sam', last_name: 'Stranger' });
    await expect(scanTreasure(ctx, req(stranger), { code: await qrOf('Fountain') })).rejects.toMatchObject({ code: 'access.not_joined' });
    expect(await userEntries(ctx, eventId, stranger.viewer.id)).toEqual([]);
    // Nor can an administrator read a stranger's name and e-mail through their public token.
    await expect(adminUserEntries(ctx, admin.viewer, eventId, stranger.viewer.user_identity_token)).rejects.toMatchObject({ code: 'points.user_not_found' });
  });

  it('stops typed guesses after twenty misses', async () => {
    const guesser = await insertTestUser(ctx);
    for (let i = 0; i < 20; i++) await expect(scanTreasure(ctx, req(guesser), { code: `0000-0000-0000-${String(i).padStart(4, '0')}` })).rejects.toMatchObject({ code: 'treasure.not_recognised' });
    await expect(scanTreasure(ctx, req(guesser), { code: '0000-0000-0000-0099' })).rejects.toMatchObject({ code: 'common.rate_limited' });
  });

  it('names the hunt of a signed QR only: a typed code naming it or not would answer guesses outside the allowance', async () => {
    const qr = await qrOf('Fountain');
    expect(await huntOfCode(ctx, eventId, qr)).toMatchObject({ id: huntId, name: 'Campus hunt' });
    const code = readTreasureInput(ctx.config.sessionSecret, qr)!.code;
    expect(await huntOfCode(ctx, eventId, printedCode(code))).toBeNull();
    expect(await huntOfCode(ctx, eventId, code)).toBeNull();
  });
});

describe('progress and leaderboards', () => {
  it('each person sees what they found; the public board ranks by points with short names', async () => {
    const scope = await openTreasureHunts(ctx, { ...req(ann), componentId });
    const detail = await huntDetail(ctx, scope, huntId);
    expect(detail.progress).toEqual({ found: 2, total: 4, points: 15 });
    expect(detail.found.map((f) => f.name).sort()).toEqual(['Fountain', 'Library']);
    expect((await listHunts(ctx, scope)).treasure_hunts[0]!.progress.found).toBe(2);
    const board = await treasureLeaderboard(ctx, huntUuid, ann.viewer.id);
    expect(board.leaderboard.map((r) => [r.name, r.points, r.found, r.mine])).toEqual([['Ann Z.', 15, 2, true], ['Bob A.', 13, 2, false]]);
    await expect(treasureLeaderboard(ctx, 'not-a-uuid')).rejects.toMatchObject({ code: 'treasure.hunt_not_found' });
  });

  it('an administrator finds a person, voids an entry with a reason, and every board follows', async () => {
    const [holder] = await searchPointHolders(ctx, admin.viewer, eventId, { q: 'zeta' });
    expect(holder).toMatchObject({ name: 'Ann Zeta', points: 15 });
    const { entries } = await adminUserEntries(ctx, admin.viewer, eventId, holder!.user_identity_token);
    const library = entries.find((e) => e.points === 5)!;
    await adminVoidEntry(ctx, admin.viewer, eventId, library.id, { reason: 'Shared screenshot' });
    expect((await treasureLeaderboard(ctx, huntUuid)).leaderboard.map((r) => [r.name, r.points])).toEqual([['Bob A.', 13], ['Ann Z.', 10]]);
    expect((await pointsLeaderboard(ctx, eventId, { source: 'treasure_hunt' })).leaderboard.map((r) => r.points)).toEqual([13, 10]);
    await expect(adminVoidEntry(ctx, ann.viewer, eventId, library.id, { reason: 'x' })).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(adminVoidEntry(ctx, admin.viewer, eventId, library.id, { reason: ' ' })).rejects.toMatchObject({ code: 'common.validation' });
  });

  it('only administrators manage hunts, and only their own event’s', async () => {
    await expect(listHuntsAdmin(ctx, ann.viewer, eventId)).rejects.toMatchObject({ status: 403 });
    await expect(createHunt(ctx, admin.viewer, eventId, { name: 'Bad', active_from: '2027-05-02T00:00:00Z', active_to: '2027-05-01T00:00:00Z' })).rejects.toMatchObject({ code: 'treasure.window_invalid' });
    const [foreign] = (await listHuntsAdmin(ctx, admin.viewer, otherEventId))[0]!.points;
    await expect(updatePoint(ctx, admin.viewer, eventId, foreign!.id, { name: 'Mine now' })).rejects.toMatchObject({ code: 'treasure.point_not_found' });
    await expect(deleteHunt(ctx, admin.viewer, eventId, (await listHuntsAdmin(ctx, admin.viewer, otherEventId))[0]!.id)).rejects.toMatchObject({ code: 'treasure.hunt_not_found' });
  });

  it('each hunt of the component keeps its own progress and board; the board is cut in SQL', async () => {
    const night = await createHunt(ctx, admin.viewer, eventId, { name: 'Night hunt', active_from: '2027-05-01T08:00:00Z', active_to: '2027-05-03T18:00:00Z' });
    await createPoint(ctx, admin.viewer, eventId, night.id, { name: 'Moon', points: 7 });
    await scanTreasure(ctx, req(bob), { code: await qrOf('Moon') });
    const progress = async (u: TestUser) => Object.fromEntries((await listHunts(ctx, await openTreasureHunts(ctx, { ...req(u), componentId }))).treasure_hunts.map((t) => [t.name, t.progress]));
    expect(await progress(bob)).toEqual({ 'Campus hunt': { found: 2, total: 4, points: 13 }, 'Night hunt': { found: 1, total: 1, points: 7 } });
    // Ann's voided Library entry is off the campus hunt only.
    expect(await progress(ann)).toEqual({ 'Campus hunt': { found: 2, total: 4, points: 10 }, 'Night hunt': { found: 0, total: 1, points: 0 } });
    expect(await treasureLeaderboard(ctx, huntUuid, bob.viewer.id, 1)).toMatchObject({ total: 4, participants: 2, leaderboard: [{ position: 1, name: 'Bob A.', points: 13, found: 2, mine: true }] });
    expect((await treasureLeaderboard(ctx, night.uuid)).leaderboard.map((r) => [r.name, r.points, r.found])).toEqual([['Bob A.', 7, 1]]);
  });
});
