import { schema, type Db } from '@foyer/db';
import { and, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { discountCodeInputSchema, discountCodePatchSchema } from './discount-code-input.ts';
import { queryDiscountCodes, type DiscountCodeItem } from './list-discount-codes.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';

const taken = () => new AppError('discount.code_taken', 'This code already exists for this event', 'code');

/** SPEC §1 "Organizers … manage discount codes": a new code for some of the event's tickets. */
export async function createDiscountCode(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number, raw: unknown): Promise<DiscountCodeItem> {
  await requireEventAdmin(ctx, viewer, eventId);
  const input = parseInput(discountCodeInputSchema, raw);
  const ticketIds = await eventTicketIds(ctx.db, eventId, input.ticket_ids);
  await ensureFree(ctx.db, eventId, input.code);
  const d = schema.discount_codes;
  const id = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(d)
        .values({
          event_id: eventId,
          code: input.code,
          discount_percentage: input.discount_percentage,
          max_tickets_quantity: input.max_tickets_quantity ?? null,
          valid_until: input.valid_until ? new Date(input.valid_until) : null,
        })
        .returning({ id: d.id });
      await linkTickets(tx, eventId, row!.id, ticketIds);
      return row!.id;
    })
    .catch((err: unknown) => {
      // Two admins creating the same code at once: the constraint decides.
      if (isUniqueViolation(err)) throw taken();
      throw err;
    });
  return (await queryDiscountCodes(ctx, eventId, id))[0]!;
}

/**
 * Changes any of a code's fields. The cap may not drop below what orders already took: that
 * check is in the UPDATE's WHERE, so an order landing between read and write cannot slip under.
 */
export async function updateDiscountCode(
  ctx: Pick<Ctx, 'db'>,
  viewer: Pick<Viewer, 'id'> | null,
  eventId: number,
  codeId: number,
  raw: unknown,
): Promise<DiscountCodeItem> {
  await requireEventAdmin(ctx, viewer, eventId);
  const input = parseInput(discountCodePatchSchema, raw);
  const d = schema.discount_codes;
  const [existing] = await ctx.db.select({ id: d.id }).from(d).where(and(eq(d.id, codeId), eq(d.event_id, eventId))).limit(1);
  if (!existing) throw new AppError('discount.not_found', 'Discount code not found');
  const ticketIds = input.ticket_ids ? await eventTicketIds(ctx.db, eventId, input.ticket_ids) : null;
  if (input.code !== undefined) await ensureFree(ctx.db, eventId, input.code, codeId);
  const max = input.max_tickets_quantity;
  await ctx.db
    .transaction(async (tx) => {
      const set: Partial<typeof d.$inferInsert> = {};
      if (input.code !== undefined) set.code = input.code;
      if (input.discount_percentage !== undefined) set.discount_percentage = input.discount_percentage;
      if (max !== undefined) set.max_tickets_quantity = max;
      if (input.valid_until !== undefined) set.valid_until = input.valid_until ? new Date(input.valid_until) : null;
      if (Object.keys(set).length) {
        const guard: SQL | undefined = typeof max === 'number' ? lte(d.used_quantity, max) : undefined;
        const done = await tx.update(d).set(set).where(and(eq(d.id, codeId), guard)).returning({ id: d.id });
        if (!done.length) throw new AppError('discount.below_used', 'The limit is below the tickets already discounted', 'max_tickets_quantity');
      }
      if (ticketIds) {
        const l = schema.discount_code_tickets;
        await tx.delete(l).where(eq(l.discount_code_id, codeId));
        await linkTickets(tx, eventId, codeId, ticketIds);
      }
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    });
  return (await queryDiscountCodes(ctx, eventId, codeId))[0]!;
}

/** The asked ids, deduplicated, refusing (as ticket_ids.N) one that is not this event's ticket. */
async function eventTicketIds(db: Db, eventId: number, ids: number[]): Promise<number[]> {
  const t = schema.event_tickets;
  const rows = await db.select({ id: t.id }).from(t).where(and(eq(t.event_id, eventId), inArray(t.id, ids)));
  const known = new Set(rows.map((r) => r.id));
  const bad = ids.findIndex((id) => !known.has(id));
  if (bad !== -1) throw new AppError('discount.ticket_unknown', 'This ticket does not belong to this event', `ticket_ids.${bad}`);
  return [...known];
}

async function ensureFree(db: Db, eventId: number, code: string, exceptId?: number) {
  const d = schema.discount_codes;
  const [clash] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.event_id, eventId), eq(d.code, code), exceptId === undefined ? undefined : ne(d.id, exceptId)))
    .limit(1);
  if (clash) throw taken();
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function linkTickets(tx: Tx, eventId: number, codeId: number, ticketIds: number[]) {
  await tx.insert(schema.discount_code_tickets).values(ticketIds.map((event_ticket_id) => ({ event_id: eventId, discount_code_id: codeId, event_ticket_id })));
}

