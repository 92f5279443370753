import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { awardPoints, pointsLeaderboard, userEntries, voidEntry } from './ledger.ts';

let ctx: TestCtx;
let ann: TestUser;
let bob: TestUser;
let admin: TestUser;
let eventId: number;
let otherEventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  [ann, bob, admin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Ann', last_name: 'Zeta' }),
    insertTestUser(ctx, { first_name: 'Bob', last_name: 'Alpha' }),
    insertTestUser(ctx, { first_name: 'Ada', last_name: 'Min' }),
  ]);
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
});
afterAll(() => ctx?.close());

describe('the points ledger', () => {
  it('awards a key once, even when twenty awards race', async () => {
    const award = () => awardPoints(ctx.db, { eventId, userId: ann.viewer.id, source: 'treasure_hunt', sourceKey: 'point:1', points: 5 });
    const ids = await Promise.all(Array.from({ length: 20 }, award));
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    const board = await pointsLeaderboard(ctx, eventId, { viewerId: ann.viewer.id });
    expect(board.leaderboard).toEqual([expect.objectContaining({ position: 1, name: 'Ann Z.', points: 5, mine: true })]);
  });

  it('sums every game into one board and each game into its own, ties to who scored first', async () => {
    await awardPoints(ctx.db, { eventId, userId: bob.viewer.id, source: 'qr_scan', sourceKey: 'pair:1', points: 3 });
    await awardPoints(ctx.db, { eventId, userId: bob.viewer.id, source: 'quiz', sourceKey: 'quiz:1', points: 2 });
    await awardPoints(ctx.db, { eventId: otherEventId, userId: bob.viewer.id, source: 'quiz', sourceKey: 'quiz:1', points: 50 });
    const all = await pointsLeaderboard(ctx, eventId);
    expect(all.leaderboard.map((r) => [r.name, r.points])).toEqual([['Ann Z.', 5], ['Bob A.', 5]]);
    const quiz = await pointsLeaderboard(ctx, eventId, { source: 'quiz' });
    expect(quiz.leaderboard.map((r) => [r.name, r.points])).toEqual([['Bob A.', 2]]);
  });

  it('voids an entry once, with its reason, against the game it came from', async () => {
    const [entry] = (await userEntries(ctx, eventId, bob.viewer.id)).filter((e) => e.source === 'qr_scan');
    await voidEntry(ctx, { eventId, entryId: entry!.id, adminUserId: admin.viewer.id, reason: 'Scanned a screenshot' });
    await expect(voidEntry(ctx, { eventId, entryId: entry!.id, adminUserId: admin.viewer.id, reason: 'again' })).rejects.toMatchObject({ code: 'points.already_voided' });
    await expect(voidEntry(ctx, { eventId: otherEventId, entryId: entry!.id, adminUserId: admin.viewer.id, reason: 'x' })).rejects.toMatchObject({ code: 'points.entry_not_found' });
    const entries = await userEntries(ctx, eventId, bob.viewer.id);
    expect(entries.find((e) => e.id === entry!.id)).toMatchObject({ voided: true, void_reason: 'Scanned a screenshot' });
    expect((await pointsLeaderboard(ctx, eventId, { source: 'qr_scan' })).leaderboard).toEqual([]);
    expect((await pointsLeaderboard(ctx, eventId)).leaderboard.map((r) => [r.name, r.points])).toEqual([['Ann Z.', 5], ['Bob A.', 2]]);
  });

  it('cuts the board at its limit but still tells a viewer below it their place, counting everyone who scored', async () => {
    const event = (await insertEvent(ctx)).id;
    const players = await Promise.all(Array.from({ length: 5 }, (_, i) => insertTestUser(ctx, { first_name: `P${i}`, last_name: 'Player' })));
    for (const [i, p] of players.entries()) await awardPoints(ctx.db, { eventId: event, userId: p.viewer.id, source: 'quiz', sourceKey: 'q', points: 10 - i });
    const board = await pointsLeaderboard(ctx, event, { viewerId: players[4]!.viewer.id, limit: 2 });
    expect(board.leaderboard.map((r) => [r.position, r.name, r.mine])).toEqual([[1, 'P0 P.', false], [2, 'P1 P.', false]]);
    expect(board.me).toMatchObject({ position: 5, name: 'P4 P.', points: 6, mine: true });
    expect(board.participants).toBe(5);
    // The games hub asks for no rows, only the viewer's place.
    const hub = await pointsLeaderboard(ctx, event, { viewerId: players[1]!.viewer.id, limit: 0 });
    expect([hub.leaderboard, hub.me?.position, hub.participants]).toEqual([[], 2, 5]);
    expect((await pointsLeaderboard(ctx, event, { viewerId: ann.viewer.id })).me).toBeNull();
  });
});
