import { schema } from '@foyer/db';
import { asc, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';

export interface DiscountCodeItem {
  id: number;
  code: string;
  discount_percentage: number;
  /** Null: unlimited. */
  max_tickets_quantity: number | null;
  used_quantity: number;
  /** Null: unlimited. */
  left_quantity: number | null;
  /** ISO 8601, or null when it never expires. */
  valid_until: string | null;
  tickets: { id: number; name: string }[];
}

/** The organizer's list of an event's discount codes (SPEC §1), alphabetical, admins only. */
export async function listDiscountCodes(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number): Promise<DiscountCodeItem[]> {
  await requireEventAdmin(ctx, viewer, eventId);
  return queryDiscountCodes(ctx, eventId);
}

export async function queryDiscountCodes(ctx: Pick<Ctx, 'db'>, eventId: number, onlyId?: number): Promise<DiscountCodeItem[]> {
  const d = schema.discount_codes;
  const codes = await ctx.db.select().from(d).where(eq(d.event_id, eventId)).orderBy(asc(d.code));
  const l = schema.discount_code_tickets;
  const t = schema.event_tickets;
  const links = await ctx.db
    .select({ code_id: l.discount_code_id, id: t.id, name: t.name })
    .from(l)
    .innerJoin(t, eq(t.id, l.event_ticket_id))
    .where(eq(l.event_id, eventId))
    .orderBy(asc(t.order), asc(t.id));
  return codes
    .filter((c) => onlyId === undefined || c.id === onlyId)
    .map((c) => ({
      id: c.id,
      code: c.code,
      discount_percentage: c.discount_percentage,
      max_tickets_quantity: c.max_tickets_quantity,
      used_quantity: c.used_quantity,
      left_quantity: c.max_tickets_quantity === null ? null : Math.max(0, c.max_tickets_quantity - c.used_quantity),
      valid_until: c.valid_until ? c.valid_until.toISOString() : null,
      tickets: links.filter((x) => x.code_id === c.id).map((x) => ({ id: x.id, name: x.name })),
    }));
}

/** The tickets a code can be linked to: all of the event's tickets, hidden ones included. */
export async function listDiscountTickets(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number): Promise<{ id: number; name: string }[]> {
  await requireEventAdmin(ctx, viewer, eventId);
  const t = schema.event_tickets;
  return ctx.db.select({ id: t.id, name: t.name }).from(t).where(eq(t.event_id, eventId)).orderBy(asc(t.order), asc(t.id));
}
