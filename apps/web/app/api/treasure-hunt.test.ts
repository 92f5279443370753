import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { buildApiWorld, type ApiWorld } from './testing/api-world.ts';
import { firstCode, testClient } from './testing/test-client.ts';

/**
 * Issue #19, the treasure hunt over HTTP on a close event: who scans, who manages, what the
 * public board tells (short names, no tokens), and a screenshot of one QR scoring once per person.
 */
let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let w: ApiWorld;
let games: string;
let huntId: number;
let huntUuid: string;
let qr: string;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  w = await buildApiWorld(ctx, { accessMode: 'close' });
  games = `/events/${w.event.id}/components/${w.components.treasure_hunt}`;
});
afterAll(() => ctx.close());

const as = (who: keyof ApiWorld['users'] | null, eventId?: number) => ({ headers: who ? w.as(w.users[who], eventId) : {} });

describe('the treasure hunt over HTTP', () => {
  it('only the event’s administrators create hunts and codes; the list gives each code’s signed address', async () => {
    const body = { name: 'Garden hunt', active_from: '2027-05-01T08:00:00Z', active_to: null };
    expect((await call('POST', `/events/${w.event.id}/treasure_hunts`, { json: body })).status).toBe(401);
    expect((await call('POST', `/events/${w.event.id}/treasure_hunts`, { ...as('attendee'), json: body })).status).toBe(403);
    expect((await call('POST', `/events/${w.event.id}/treasure_hunts`, { ...as('otherAdmin'), json: body })).status).toBe(403);
    const bad = await call('POST', `/events/${w.event.id}/treasure_hunts`, { ...as('admin'), json: { ...body, active_from: 'soon' } });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'active_from']);
    const made = await call('POST', `/events/${w.event.id}/treasure_hunts`, { ...as('admin'), json: body });
    expect(made.status).toBe(200);
    huntId = made.body.id;
    huntUuid = made.body.uuid;
    const point = await call('POST', `/events/${w.event.id}/treasure_hunts/${huntId}/points`, { ...as('organizer'), json: { name: 'Rose bed', points: 7, usage_left: 10 } });
    expect(point.status).toBe(200);
    const list = await call('GET', `/events/${w.event.id}/treasure_hunts/admin`, as('admin'));
    const hunt = list.body.treasure_hunts.find((h: { id: number }) => h.id === huntId);
    expect(hunt.points).toEqual([expect.objectContaining({ name: 'Rose bed', points: 7, usage_left: 10, found: 0, code: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/) })]);
    qr = hunt.points[0].url;
    expect(qr).toMatch(new RegExp(`/${w.event.lp_url}/treasure/TH1\\.`));
    expect((await call('GET', `/events/${w.event.id}/treasure_hunts/admin`, as('otherAttendee'))).status).toBe(403);
  });

  it('an attendee scans once; the screenshot scores for another attendee once; guests and outsiders are refused', async () => {
    const scan = (who: keyof ApiWorld['users'] | null, code = qr) => call('POST', `/events/${w.event.id}/treasure_hunts/scan`, { ...as(who), json: { code } });
    expect((await scan(null)).status).toBe(401);
    expect((await scan('otherAdmin')).status).toBe(403);
    const first = await Promise.all([scan('attendee'), scan('attendee'), scan('attendee')]);
    expect(first.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(first.find((a) => a.status === 200)!.body).toMatchObject({ outcome: 'found', treasure: { name: 'Rose bed', points: 7 }, progress: { found: 1, total: 1, points: 7 } });
    expect((await scan('otherAttendee')).status).toBe(200);
    const again = await scan('otherAttendee');
    expect([again.status, firstCode(again.body)]).toEqual([409, 'treasure.already_found']);
    const forged = await scan('otherAttendee', qr.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect([forged.status, firstCode(forged.body)]).toEqual([404, 'treasure.not_recognised']);
    expect((await scan('attendee', 'a\u0000b')).status).toBe(422);
  });

  it('shows progress to its members and the public board to anyone, with short names only', async () => {
    const mine = await call('GET', `${games}/treasure_hunts/${huntId}`, as('attendee'));
    expect(mine.body).toMatchObject({ progress: { found: 1, total: 1, points: 7 }, found: [{ name: 'Rose bed', points: 7 }] });
    expect((await call('GET', `${games}/treasure_hunts/${huntId}`, as('moderator'))).body.found).toEqual([]);
    expect((await call('GET', `${games}/treasure_hunts`, as(null))).status).toBe(401);
    const board = await call('GET', `/treasure_hunt_leaderboard_external/${huntUuid}`, {});
    expect(board.status).toBe(200);
    expect(board.body.leaderboard.map((r: { name: string; points: number }) => [r.name, r.points])).toEqual([['Anna A.', 7], ['Olek O.', 7]]);
    expect(JSON.stringify(board.body)).not.toContain(w.users.attendee.viewer.email);
    expect((await call('GET', '/treasure_hunt_leaderboard_external/nope', {})).status).toBe(404);
    const combined = await call('GET', `${games}/points_leaderboard?source=treasure_hunt`, as('otherAttendee'));
    expect(combined.body.leaderboard.find((r: { mine: boolean }) => r.mine)).toMatchObject({ name: 'Olek O.', points: 7 });
  });

  it('an administrator voids an entry with a reason; attendees cannot', async () => {
    const token = w.users.otherAttendee.viewer.user_identity_token;
    const entries = await call('GET', `/events/${w.event.id}/points/users/${token}/entries`, as('admin'));
    const entry = entries.body.entries.find((e: { source: string }) => e.source === 'treasure_hunt');
    expect((await call('POST', `/events/${w.event.id}/points/entries/${entry.id}/void`, { ...as('otherAttendee'), json: { reason: 'mine' } })).status).toBe(403);
    expect((await call('POST', `/events/${w.event.id}/points/entries/${entry.id}/void`, { ...as('admin'), json: { reason: 'Screenshot from a chat' } })).status).toBe(200);
    const twice = await call('POST', `/events/${w.event.id}/points/entries/${entry.id}/void`, { ...as('admin'), json: { reason: 'again' } });
    expect(firstCode(twice.body)).toBe('points.already_voided');
    const board = await call('GET', `/treasure_hunt_leaderboard_external/${huntUuid}`, {});
    expect(board.body.leaderboard.map((r: { name: string }) => r.name)).toEqual(['Anna A.']);
    const holders = await call('GET', `/events/${w.event.id}/points/holders?q=anna`, as('admin'));
    expect(holders.body.holders[0]).toMatchObject({ name: 'Anna Attendee' });
  });
});
