import { schema, type Db } from '@foyer/db';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError, isAppError } from '../errors.ts';
import { fulfilOrderJob, orderFulfilJobId } from './jobs.ts';
import { isLockFailure, LOCK_TIMEOUT, orderStock, takeStock } from './order-stock.ts';
import { ticketBuyerLockKey } from './order-statements.ts';
import { pipeline } from './pipeline.ts';
import { rowsOf } from './rows-of.ts';

export type ConfirmStatus = schema.OrderStatus | 'late_payment';

/**
 * THE only function that marks an order paid (docs/locking.md rule 5). Under the order's row
 * lock: pending → paid; paid → nothing (a duplicate notification has the effect of one); an
 * order that expired or was canceled before the money arrived takes its stock again if it is
 * still there, else stays as it is and answers 'late_payment' — the organizer must refund that
 * payment (logged as a warning). So does one whose buyer took another ticket of their own in the
 * meantime: cancelling an unpaid order, getting a free pass, then paying the old order's page
 * gave one person two tickets (found from outside).
 */
export async function confirmOrderPaid(
  ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'log'>,
  args: { orderId: number; paymentId?: number | null },
): Promise<{ changed: boolean; status: ConfirmStatus }> {
  let result: { changed: boolean; status: ConfirmStatus; eventId: number };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const o = schema.orders;
      // One round trip: the timeout is set before the row lock is asked for.
      const timeout = tx.execute(LOCK_TIMEOUT).then(() => undefined);
      const locked = tx
        .execute(sql`select id, event_id, status, user_id, discount_code_id, discount_quantity from orders where id = ${args.orderId} for update`)
        .then((r) => rowsOf<{ id: number; event_id: number; status: schema.OrderStatus; user_id: number | null; discount_code_id: number | null; discount_quantity: number }>(r));
      const [, [order]] = await pipeline([timeout, locked]);
      if (!order) throw new AppError('payment.order_not_found', 'Order not found');
      if (order.status === 'paid' || order.status === 'refunded') return { changed: false, status: order.status, eventId: order.event_id };
      if (order.status === 'expired' || order.status === 'canceled') {
        try {
          // A savepoint, so a failed re-take leaves the order exactly as it was.
          await tx.transaction(async (sp) => {
            if (order.user_id) await refuseSecondOwnTicket(sp, { ...order, user_id: order.user_id });
            await takeStock(sp, await orderStock(sp, order));
          });
        } catch (e) {
          if (!isAppError(e)) throw e;
          ctx.log.warn({ orderId: order.id, paymentId: args.paymentId ?? null, reason: e.code }, 'payment arrived for an order whose stock is gone; refund it');
          return { changed: false, status: 'late_payment' as const, eventId: order.event_id };
        }
      }
      const now = ctx.clock.now();
      const r = schema.ticket_reservations;
      const m = schema.event_memberships;
      const u = schema.users;
      // Independent writes, sent together in one round trip.
      await pipeline([
        tx.execute(sql`update ${o} set status = 'paid', paid_at = ${now.toISOString()}::timestamptz, updated_at = now() where id = ${order.id}`).then(() => undefined),
        tx.execute(sql`update ${r} set status = 'active' where order_id = ${order.id} and event_id = ${order.event_id}`).then(() => undefined),
        // A paying buyer joins the event (SPEC §4: a ticket is the way in for ticketed events):
        // access/upsertMembership's upsert, reading the buyer's names in the same statement.
        order.user_id
          ? tx
              .execute(
                sql`insert into ${m} (event_id, user_id, joined, first_name, last_name)
                    select ${order.event_id}::integer, ${u.id}, true, ${u.first_name}, ${u.last_name} from ${u} where ${u.id} = ${order.user_id}
                    on conflict (event_id, user_id) do update
                    set joined = true, first_name = excluded.first_name, last_name = excluded.last_name, updated_at = now()`,
              )
              .then(() => undefined)
          : null,
      ]);
      return { changed: true, status: 'paid' as const, eventId: order.event_id };
    });
  } catch (e) {
    if (isLockFailure(e)) throw new AppError('tickets.busy', 'The order is busy, please try again');
    throw e;
  }
  if (result.changed) {
    await ctx.jobs.enqueue(fulfilOrderJob, { orderId: args.orderId }, { jobId: orderFulfilJobId(args.orderId) });
  }
  return { changed: result.changed, status: result.status };
}

/**
 * planOrders' "already has a ticket" rule, for an order coming back to life: under the same
 * per-buyer advisory lock, the buyer's own ticket in this order may not meet another reserved or
 * active one of theirs (by account or by e-mail) in the event.
 */
async function refuseSecondOwnTicket(tx: Db, order: { id: number; event_id: number; user_id: number }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ticketBuyerLockKey(order.event_id, order.user_id)}, 0))`);
  const found = await tx.execute(sql`
    select 1 from ticket_reservations mine join users u on u.id = ${order.user_id}
    where mine.order_id = ${order.id} and mine.event_id = ${order.event_id} and mine.kind = 'event' and mine.user_id = ${order.user_id}
      and exists (
        select 1 from ticket_reservations r
        where r.event_id = ${order.event_id} and r.kind = 'event' and r.status in ('reserved', 'active') and r.order_id <> ${order.id}
          and (r.user_id = ${order.user_id} or r.holder_email = u.email))
    limit 1`);
  if (rowsOf(found).length) throw new AppError('tickets.already_has_ticket', 'The buyer has another ticket of their own for this event', 'tickets_for');
}
