import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';

/**
 * Deletes a code no order has used. A used code is refused (discount.in_use) rather than
 * deleted: orders keep their discount_code_id for the organizer's records and invoices, and the
 * foreign key would silently null it. To stop a used code, the organizer sets valid_until.
 */
export async function deleteDiscountCode(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number, codeId: number): Promise<{ id: number }> {
  await requireEventAdmin(ctx, viewer, eventId);
  const d = schema.discount_codes;
  return ctx.db.transaction(async (tx) => {
    // FOR UPDATE: an order placed meanwhile updates used_quantity, so it waits for this check.
    const [row] = await tx.select({ id: d.id, used: d.used_quantity }).from(d).where(and(eq(d.id, codeId), eq(d.event_id, eventId))).for('update');
    if (!row) throw new AppError('discount.not_found', 'Discount code not found');
    const o = schema.orders;
    const [order] = await tx.select({ id: o.id }).from(o).where(eq(o.discount_code_id, codeId)).limit(1);
    if (row.used > 0 || order) throw new AppError('discount.in_use', 'This code has been used in orders');
    await tx.delete(d).where(eq(d.id, codeId));
    return { id: codeId };
  });
}
