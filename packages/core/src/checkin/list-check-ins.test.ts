import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertOrder, insertUser } from '../documents/testing/order-fixtures.ts';
import { scanTicket } from './scan-ticket.ts';
import { listCheckIns } from './list-check-ins.ts';
import { undoCheckIn } from './undo-check-in.ts';

let ctx: TestCtx;
let admin: TestUser;
let eventId: number;
let otherEventId: number;
const codes: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestCtx();
  admin = await insertTestUser(ctx, { first_name: 'Olga', last_name: 'Door' });
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: otherEventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
  ]);
  for (const [first, last, status] of [['Anna', 'Nowak', 'paid'], ['Jan', 'Kowalski', 'paid'], ['Zofia', 'Wiśniewska', 'paid'], ['Piotr', 'Pending', 'pending']] as const) {
    const buyer = await insertUser(ctx);
    const { reservations } = await insertOrder(ctx, { eventId, buyer, status, holders: [{ first_name: first, last_name: last, email: `${first.toLowerCase()}@example.test` }], ticketName: 'Standard' });
    codes[first] = reservations[0]!.ticket_reservation_uuid;
  }
  await scanTicket(ctx, admin.viewer, eventId, { code: codes.Jan! });
});
afterAll(() => ctx.close());

describe('the door’s lists', () => {
  it('counts the tickets valid for entry and lists who is in first, then the rest by name', async () => {
    const all = await listCheckIns(ctx, admin.viewer, eventId, {});
    expect(all).toMatchObject({ total: 3, checked_in: 1, page: 1, has_more: false });
    expect(all.tickets.map((t) => t.holder_name)).toEqual(['Jan Kowalski', 'Anna Nowak', 'Zofia Wiśniewska']);
    expect(all.tickets[0]).toMatchObject({ checked_in_by: 'Olga Door', ticket_name: 'Standard' });
    expect((await listCheckIns(ctx, admin.viewer, eventId, { state: 'out' })).tickets.map((t) => t.holder_name)).toEqual(['Anna Nowak', 'Zofia Wiśniewska']);
    expect((await listCheckIns(ctx, admin.viewer, eventId, { state: 'in' })).tickets.map((t) => t.holder_name)).toEqual(['Jan Kowalski']);
  });

  it('searches names and e-mail addresses; % and _ are plain characters', async () => {
    expect((await listCheckIns(ctx, admin.viewer, eventId, { q: 'nowak' })).tickets.map((t) => t.holder_name)).toEqual(['Anna Nowak']);
    expect((await listCheckIns(ctx, admin.viewer, eventId, { q: 'zofia@' })).tickets.map((t) => t.holder_name)).toEqual(['Zofia Wiśniewska']);
    expect((await listCheckIns(ctx, admin.viewer, eventId, { q: '%' })).tickets).toEqual([]);
  });

  it('undo takes a check-in back, once; another event’s ticket or an unknown code is not found', async () => {
    await scanTicket(ctx, admin.viewer, eventId, { code: codes.Anna! });
    expect(await undoCheckIn(ctx, admin.viewer, eventId, codes.Anna!)).toEqual({ status: 'ok', holder_name: 'Anna Nowak' });
    const [row] = await ctx.db.select().from(schema.ticket_reservations).where(eq(schema.ticket_reservations.ticket_reservation_uuid, codes.Anna!));
    expect(row).toMatchObject({ checked_in_at: null, checked_in_by_user_id: null });
    await expect(undoCheckIn(ctx, admin.viewer, eventId, codes.Anna!)).rejects.toMatchObject({ code: 'tickets.not_found' });
    await expect(undoCheckIn(ctx, admin.viewer, otherEventId, codes.Jan!)).rejects.toMatchObject({ code: 'tickets.not_found' });
    await expect(undoCheckIn(ctx, admin.viewer, eventId, 'nonsense')).rejects.toMatchObject({ code: 'tickets.not_found' });
    // Checked in again after the undo: green, not amber.
    expect((await scanTicket(ctx, admin.viewer, eventId, { code: codes.Anna! })).outcome).toBe('checked_in');
  });

  it('is for the event’s administrators only', async () => {
    const attendee = await insertTestUser(ctx);
    await expect(listCheckIns(ctx, null, eventId, {})).rejects.toMatchObject({ code: 'common.not_authenticated' });
    await expect(listCheckIns(ctx, attendee.viewer, eventId, {})).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(undoCheckIn(ctx, attendee.viewer, eventId, codes.Jan!)).rejects.toMatchObject({ code: 'common.forbidden' });
  });
});
