import { schema, type Db } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';

export interface LoadedDiscountCode {
  id: number;
  code: string;
  discount_percentage: number;
  max_tickets_quantity: number | null;
  /** Null: unlimited. */
  remaining: number | null;
  ticket_ids: number[];
}

/**
 * The event's code (compared uppercased), refusing one that does not exist, has expired or is
 * used up. Eligibility against the chosen tickets is the caller's business.
 */
export async function loadDiscountCode(db: Db, eventId: number, rawCode: string, now: Date): Promise<LoadedDiscountCode> {
  const code = rawCode.trim().toUpperCase();
  const d = schema.discount_codes;
  const [row] = code ? await db.select().from(d).where(and(eq(d.event_id, eventId), eq(d.code, code))).limit(1) : [];
  if (!row) throw new AppError('discount.not_found', 'Discount code not found', 'discount_code');
  if (row.valid_until && row.valid_until.getTime() <= now.getTime()) throw new AppError('discount.expired', 'This discount code has expired', 'discount_code');
  const remaining = row.max_tickets_quantity === null ? null : Math.max(0, row.max_tickets_quantity - row.used_quantity);
  if (remaining === 0) throw new AppError('discount.used_up', 'This discount code has been used up', 'discount_code');
  const links = await db
    .select({ id: schema.discount_code_tickets.event_ticket_id })
    .from(schema.discount_code_tickets)
    .where(and(eq(schema.discount_code_tickets.event_id, eventId), eq(schema.discount_code_tickets.discount_code_id, row.id)));
  return {
    id: row.id,
    code: row.code,
    discount_percentage: row.discount_percentage,
    max_tickets_quantity: row.max_tickets_quantity,
    remaining,
    ticket_ids: links.map((l) => l.id).sort((a, b) => a - b),
  };
}
