import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { isAppError } from '../errors.ts';
import { insertTicketCatalogue, type TicketCatalogue } from './test-fixtures.ts';
import { eventFigures } from './event-figures.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;
let admin: TestUser;
let attendee: TestUser;

/** An order of `n` standard tickets; `paidAt` null leaves it pending. */
async function order(n: number, opts: { paidAt: Date | null; test?: boolean; total: number; checkedIn?: number }) {
  const [o] = await ctx.db
    .insert(schema.orders)
    .values({ event_id: cat.event.id, status: opts.paidAt ? 'paid' : 'pending', paid_at: opts.paidAt, test_mode: opts.test ?? false, total_amount: opts.total, currency: 'PLN' })
    .returning();
  for (let i = 0; i < n; i += 1) {
    await ctx.db.insert(schema.ticket_reservations).values({
      event_id: cat.event.id, order_id: o!.id, event_ticket_id: cat.standard.id, status: opts.paidAt ? 'active' : 'reserved',
      holder_first_name: 'A', holder_last_name: 'B', holder_email: `h${i}@example.com`, qrcode: `q-${o!.id}-${i}`,
      checked_in_at: i < (opts.checkedIn ?? 0) ? new Date() : null,
    });
  }
}

beforeAll(async () => {
  ctx = await createTestCtx();
  ctx.clock.now = () => new Date('2027-05-10T10:00:00Z');
  cat = await insertTicketCatalogue(ctx, { timezone: 'Europe/Warsaw' });
  [admin, attendee] = [await insertTestUser(ctx), await insertTestUser(ctx)];
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: cat.event.id, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: cat.event.id, user_id: attendee.viewer.id, joined: true },
  ]);
  // 23:30 UTC on 8 May is already 9 May in Warsaw.
  await order(2, { paidAt: new Date('2027-05-08T23:30:00Z'), total: 39_800, checkedIn: 1 });
  await order(1, { paidAt: new Date('2027-05-10T08:00:00Z'), total: 19_900 });
  await order(3, { paidAt: null, total: 59_700 });
  await order(1, { paidAt: new Date('2027-05-10T08:00:00Z'), total: 19_900, test: true });
});
afterAll(() => ctx.close());

describe('eventFigures (admin panel home)', () => {
  it('is for the event’s administrators only', async () => {
    const refused = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (isAppError(e) ? e.code : 'thrown'));
    expect(await refused(eventFigures(ctx, null, cat.event.id))).toBe('common.not_authenticated');
    expect(await refused(eventFigures(ctx, attendee.viewer, cat.event.id))).toBe('common.forbidden');
  });

  it('counts only paid real orders as sales, per ticket type and per day of the event’s zone', async () => {
    const f = await eventFigures(ctx, admin.viewer, cat.event.id, 3);
    expect(f.joined).toBe(2);
    expect(f.tickets.find((t) => t.id === cat.standard.id)).toMatchObject({ name: 'Standard', sold: 3, left: 300 });
    expect(f.tickets.find((t) => t.id === cat.vip.id)).toMatchObject({ sold: 0, left: 20 });
    expect(f.revenue).toEqual([{ currency: 'PLN', amount: 59_700 }]);
    expect(f.checked_in).toBe(1);
    expect(f.sales_per_day).toEqual([
      { day: '2027-05-08', tickets: 0 },
      { day: '2027-05-09', tickets: 2 },
      { day: '2027-05-10', tickets: 1 },
    ]);
  });

  it('counts calendar days of the event’s zone across a change to summer time', async () => {
    const before = ctx.clock.now;
    // 22:30 UTC on 28 March 2027 is 00:30 on 29 March in Warsaw, the night after the clocks went forward.
    ctx.clock.now = () => new Date('2027-03-28T22:30:00Z');
    try {
      const f = await eventFigures(ctx, admin.viewer, cat.event.id, 3);
      expect(f.sales_per_day.map((d) => d.day)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    } finally {
      ctx.clock.now = before;
    }
  });
});
