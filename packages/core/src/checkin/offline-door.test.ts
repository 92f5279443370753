import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertOrder, insertUser } from '../documents/testing/order-fixtures.ts';
import { signTicketQr } from '../tickets/ticket-qr.ts';
import { eventDoor } from './door.ts';
import { scanTicket } from './scan-ticket.ts';
import { undoCheckIn } from './undo-check-in.ts';
import { forgedQr } from './testing/forged-qr.ts';
import { offlineTicketList, syncOfflineScans, syncInput } from './offline-door.ts';

let ctx: TestCtx;
let admin: TestUser;
let secondAdmin: TestUser;
let attendee: TestUser;
let eventId: number;
let otherEventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  [admin, secondAdmin, attendee] = [await insertTestUser(ctx, { first_name: 'Olga', last_name: 'Door' }), await insertTestUser(ctx, { first_name: 'Piotr', last_name: 'Gate' }), await insertTestUser(ctx)];
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: eventId, user_id: secondAdmin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: eventId, user_id: attendee.viewer.id, joined: true },
  ]);
});
afterAll(() => ctx.close());

async function ticketOf(over: { eventId?: number; status?: 'paid' | 'pending'; first?: string } = {}) {
  const buyer = await insertUser(ctx);
  const { reservations } = await insertOrder(ctx, { eventId: over.eventId ?? eventId, buyer, status: over.status ?? 'paid', holders: [{ first_name: over.first ?? 'Anna', last_name: 'Nowak', email: buyer.email }], ticketName: 'Standard' });
  const uuid = reservations[0]!.ticket_reservation_uuid;
  return { uuid, qr: signTicketQr(ctx.config.sessionSecret, uuid) };
}
const scanAt = (minutesAgo: number) => new Date(ctx.clock.now().getTime() - minutesAgo * 60_000).toISOString();
const sync = (who: TestUser | null, scans: { id?: string; code: string; scanned_at?: string }[], at = eventId) =>
  syncOfflineScans(ctx, who?.viewer ?? null, at, eventDoor, syncInput.parse({ scans: scans.map((s) => ({ id: s.id ?? randomUUID(), scanned_at: s.scanned_at ?? scanAt(5), code: s.code })) }));

describe('the door’s offline copy', () => {
  it('holds every ticket of the event with its signed QR, who holds it, whether it may enter and whether it is in', async () => {
    const paid = await ticketOf({ first: 'Copy' });
    const unpaid = await ticketOf({ status: 'pending', first: 'Unpaid' });
    const elsewhere = await ticketOf({ eventId: otherEventId });
    await scanTicket(ctx, admin.viewer, eventId, { code: paid.qr });
    const list = await offlineTicketList(ctx, admin.viewer, eventId, eventDoor);
    const byCode = new Map(list.tickets.map((t) => [t.code, t]));
    expect(byCode.get(paid.uuid)).toEqual({ code: paid.uuid, qr: paid.qr, holder_name: 'Copy Nowak', ticket_name: 'Standard', here: true, reason: null, checked_in_at: ctx.clock.now().toISOString(), checked_in_by: 'Olga Door' });
    expect(byCode.get(unpaid.uuid)).toMatchObject({ reason: 'unpaid', checked_in_at: null });
    expect(byCode.has(elsewhere.uuid)).toBe(false);
    expect(list.fetched_at).toBe(ctx.clock.now().toISOString());
  });

  it('is for the event’s administrators only', async () => {
    await expect(offlineTicketList(ctx, null, eventId, eventDoor)).rejects.toMatchObject({ code: 'common.not_authenticated' });
    await expect(offlineTicketList(ctx, attendee.viewer, eventId, eventDoor)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(offlineTicketList(ctx, admin.viewer, otherEventId, eventDoor)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(offlineTicketList(ctx, admin.viewer, eventId, { sessionId: 2_000_000_000 })).rejects.toMatchObject({ code: 'common.not_found' });
  });
});

describe('syncing the scans an offline door queued', () => {
  it('records a scan at the time the door made it, by the administrator who syncs', async () => {
    const t = await ticketOf();
    const when = scanAt(12);
    const [result] = await sync(admin, [{ code: t.qr, scanned_at: when }]);
    expect(result).toMatchObject({ outcome: 'checked_in', holder_name: 'Anna Nowak', ticket_name: 'Standard', checked_in_at: when, checked_in_by: 'Olga Door' });
    const again = await scanTicket(ctx, admin.viewer, eventId, { code: t.qr });
    expect(again).toMatchObject({ outcome: 'already_checked_in', ticket: { checked_in_at: when } });
  });

  it('two doors that checked the same ticket offline: the first to sync stands, the second is a conflict naming it', async () => {
    const t = await ticketOf();
    const [a] = await sync(admin, [{ code: t.qr, scanned_at: scanAt(3) }]);
    const [b] = await sync(secondAdmin, [{ code: t.uuid, scanned_at: scanAt(2) }]);
    expect(a!.outcome).toBe('checked_in');
    expect(b).toMatchObject({ outcome: 'conflict', holder_name: 'Anna Nowak', checked_in_at: scanAt(3), checked_in_by: 'Olga Door' });
  });

  it('a batch sent twice (its answer lost on the way back) is the same check-in, not a conflict with itself', async () => {
    const t = await ticketOf();
    const scans = [{ id: randomUUID(), code: t.qr, scanned_at: scanAt(1) }];
    expect((await sync(admin, scans))[0]!.outcome).toBe('checked_in');
    expect((await sync(admin, scans))[0]!.outcome).toBe('checked_in');
    expect((await sync(admin, [{ code: t.qr }]))[0]!.outcome).toBe('conflict');
  });

  it('twenty doors syncing the same ticket at once: one check-in, nineteen conflicts', async () => {
    const t = await ticketOf();
    const outcomes = (await Promise.all(Array.from({ length: 20 }, () => sync(admin, [{ code: t.qr }])))).flat().map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'checked_in')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(19);
  });

  it('answers each scan of a mixed batch on its own: forged, another event’s, unpaid', async () => {
    const good = await ticketOf();
    const unpaid = await ticketOf({ status: 'pending' });
    const elsewhere = await ticketOf({ eventId: otherEventId });
    const results = await sync(admin, [{ code: forgedQr(good.qr) }, { code: elsewhere.qr }, { code: unpaid.qr }, { code: good.qr }]);
    expect(results.map((r) => r.outcome)).toEqual(['not_recognised', 'other_event', 'not_valid', 'checked_in']);
    expect(results[1]!.holder_name).toBeNull();
    const [row] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.ticket_reservation_uuid, unpaid.uuid));
    expect(row!.checked_in_at).toBeNull();
  });

  it('a door clock in the future is recorded as now; one weeks behind as a week ago', async () => {
    const [t1, t2] = [await ticketOf(), await ticketOf()];
    const future = new Date(ctx.clock.now().getTime() + 3600_000).toISOString();
    const ancient = new Date(ctx.clock.now().getTime() - 30 * 86_400_000).toISOString();
    const [r1, r2] = await sync(admin, [{ code: t1.qr, scanned_at: future }, { code: t2.qr, scanned_at: ancient }]);
    expect(r1!.checked_in_at).toBe(ctx.clock.now().toISOString());
    expect(r2!.checked_in_at).toBe(new Date(ctx.clock.now().getTime() - 7 * 86_400_000).toISOString());
  });

  it('an undone check-in can be synced again', async () => {
    const t = await ticketOf();
    const scans = [{ id: randomUUID(), code: t.qr }];
    await sync(admin, scans);
    await undoCheckIn(ctx, admin.viewer, eventId, t.uuid);
    expect((await sync(secondAdmin, [{ code: t.qr }]))[0]!.outcome).toBe('checked_in');
  });

  it('is for the event’s administrators only, and refuses a malformed batch by its field', async () => {
    const t = await ticketOf();
    await expect(sync(null, [{ code: t.qr }])).rejects.toMatchObject({ code: 'common.not_authenticated' });
    await expect(sync(attendee, [{ code: t.qr }])).rejects.toMatchObject({ code: 'common.forbidden' });
    const [row] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.ticket_reservation_uuid, t.uuid));
    expect(row!.checked_in_at).toBeNull();
    const bad = syncInput.safeParse({ scans: [{ id: 'x', code: t.qr, scanned_at: 'yesterday' }] });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toEqual(['scans.0.id', 'scans.0.scanned_at']);
    expect(syncInput.safeParse({ scans: Array.from({ length: 501 }, () => ({ id: randomUUID(), code: t.qr, scanned_at: scanAt(1) })) }).success).toBe(false);
  });
});
