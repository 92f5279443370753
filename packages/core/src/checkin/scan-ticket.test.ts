import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertOrder, insertUser } from '../documents/testing/order-fixtures.ts';
import { signTicketQr } from '../tickets/ticket-qr.ts';
import { forgedQr } from './testing/forged-qr.ts';
import { scanTicket } from './scan-ticket.ts';

let ctx: TestCtx;
let admin: TestUser;
let attendee: TestUser;
let eventId: number;
let otherEventId: number;

beforeAll(async () => {
  ctx = await createTestCtx();
  [admin, attendee] = [await insertTestUser(ctx, { first_name: 'Olga', last_name: 'Door' }), await insertTestUser(ctx)];
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: eventId, user_id: attendee.viewer.id, joined: true },
  ]);
});
afterAll(() => ctx.close());

async function ticketOf(over: { eventId?: number; status?: 'paid' | 'pending' } = {}) {
  const buyer = await insertUser(ctx);
  const { reservations } = await insertOrder(ctx, { eventId: over.eventId ?? eventId, buyer, status: over.status ?? 'paid', holders: [{ first_name: 'Anna', last_name: 'Nowak', email: buyer.email }], ticketName: 'Standard' });
  const uuid = reservations[0]!.ticket_reservation_uuid;
  return { uuid, qr: signTicketQr(ctx.config.sessionSecret, uuid) };
}
const scan = (code: string, who: TestUser | null = admin, at = eventId) => scanTicket(ctx, who?.viewer ?? null, at, { code });

describe('scanTicket at the door', () => {
  it('checks a genuine ticket in once; the second scan says when and by whom', async () => {
    const t = await ticketOf();
    const first = await scan(t.qr);
    expect(first).toEqual({ outcome: 'checked_in', ticket: { code: t.uuid, holder_name: 'Anna Nowak', ticket_name: 'Standard', checked_in_at: ctx.clock.now().toISOString(), checked_in_by: 'Olga Door', reason: null } });
    const again = await scan(t.qr);
    expect(again.outcome).toBe('already_checked_in');
    expect(again.ticket).toMatchObject({ holder_name: 'Anna Nowak', checked_in_at: ctx.clock.now().toISOString(), checked_in_by: 'Olga Door' });
  });

  it('takes the code printed under the QR when the camera cannot read it', async () => {
    const t = await ticketOf();
    expect((await scan(` ${t.uuid.toUpperCase()} `)).outcome).toBe('checked_in');
  });

  it('twenty doors scanning one ticket at the same moment: exactly one is checked in, nineteen are told "already"', async () => {
    const t = await ticketOf();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => scan(t.qr)));
    expect(outcomes.filter((o) => o.outcome === 'checked_in')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'already_checked_in')).toHaveLength(19);
  });

  it('a forged or foreign QR is not recognised, and another event’s ticket does not name its holder', async () => {
    const t = await ticketOf();
    expect(await scan(forgedQr(t.qr))).toEqual({ outcome: 'not_recognised', ticket: null });
    expect(await scan('https://example.com/some-other-qr')).toEqual({ outcome: 'not_recognised', ticket: null });
    expect(await scan('00000000-0000-4000-8000-000000000000')).toEqual({ outcome: 'not_recognised', ticket: null });
    const elsewhere = await ticketOf({ eventId: otherEventId });
    expect(await scan(elsewhere.qr)).toEqual({ outcome: 'other_event', ticket: null });
  });

  it('an unpaid order’s ticket and a sandbox test ticket are not valid for entry, and are not checked in', async () => {
    const unpaid = await ticketOf({ status: 'pending' });
    expect(await scan(unpaid.qr)).toMatchObject({ outcome: 'not_valid', ticket: { reason: 'unpaid', holder_name: 'Anna Nowak' } });
    const test = await ticketOf();
    const [r] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.ticket_reservation_uuid, test.uuid));
    await ctx.db.update(schema.orders).set({ test_mode: true }).where(eq(schema.orders.id, r!.order_id!));
    expect(await scan(test.qr)).toMatchObject({ outcome: 'not_valid', ticket: { reason: 'test_ticket' } });
    const rows = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.ticket_reservation_uuid, test.uuid));
    expect(rows[0]!.checked_in_at).toBeNull();
  });

  it('only the event’s administrators may scan: a guest is asked to sign in, an attendee is refused', async () => {
    const t = await ticketOf();
    await expect(scan(t.qr, null)).rejects.toMatchObject({ code: 'common.not_authenticated' });
    await expect(scan(t.qr, attendee)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(scan(t.qr, admin, otherEventId)).rejects.toMatchObject({ code: 'common.forbidden' });
    // The refused scans changed nothing: the ticket is still to be checked in, by an administrator.
    const [row] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.ticket_reservation_uuid, t.uuid));
    expect(row!.checked_in_at).toBeNull();
    expect(await scan(t.qr)).toMatchObject({ outcome: 'checked_in' });
  });
});
