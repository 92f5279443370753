import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';

const uuidSchema = z.uuid();

/**
 * A reservation of this event by its public uuid, with what download rules need: whether the
 * user holds it (account or e-mail) and whether they bought it. Null when the uuid is malformed,
 * unknown or belongs to another event, so every refusal looks the same (404).
 */
export async function findReservationForViewer(ctx: Pick<Ctx, 'db'>, input: { eventId: number; uuid: string; userId: number }) {
  if (!uuidSchema.safeParse(input.uuid).success) return null;
  const [row] = await ctx.db
    .select({ reservation: schema.ticket_reservations, order: schema.orders })
    .from(schema.ticket_reservations)
    .leftJoin(schema.orders, eq(schema.orders.id, schema.ticket_reservations.order_id))
    .where(and(eq(schema.ticket_reservations.ticket_reservation_uuid, input.uuid), eq(schema.ticket_reservations.event_id, input.eventId)));
  if (!row) return null;
  const [user] = await ctx.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, input.userId));
  if (!user) return null;
  const isBuyer = row.order?.user_id === input.userId;
  const isHolder = row.reservation.user_id === input.userId || row.reservation.holder_email.trim().toLowerCase() === user.email.trim().toLowerCase();
  return { ...row, isBuyer, isHolder };
}
