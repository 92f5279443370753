import { schema } from '@foyer/db';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../accounts/parse-input.ts';
import { enforceRateLimits } from '../accounts/rate-limit.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { loadDiscountCode } from './load-discount-code.ts';
import { entityId, isText, textMessage } from '../platform/input-vocabulary.ts';

export const checkDiscountCodeSchema = z.object({
  discount_code: z.string().trim().min(1, 'Field is required').max(64).refine(isText, textMessage),
  ticket_ids: z.array(entityId).min(1, 'Choose a ticket').max(50),
});

export interface DiscountCheck {
  discount_code: string;
  discount_percentage: number;
  max_tickets_quantity: number | null;
  /** Null: unlimited. */
  remaining_quantity: number | null;
  /** The eligible subset of the asked ticket_ids. */
  ticket_ids: number[];
}

/**
 * Codes are short secrets: 30 tries per address per 10 minutes covers typos, not guessing. One
 * allowance for every way a code can be tried — check_code and a checkout that carries one —
 * so the checkout is no unlimited oracle beside the limited check (issue #12).
 */
export async function limitDiscountGuesses(ctx: Pick<Ctx, 'rateLimiter'>, ip: string): Promise<void> {
  await enforceRateLimits(ctx, [{ key: `discount_check:${ip}`, limit: 30, windowSeconds: 600 }]);
}

/**
 * SPEC §7 discount/check_code: a code applies to the tickets it is linked to whose price is above
 * zero, while it has quantity left; answers discount.not_found / expired / used_up / incorrect.
 */
export async function checkDiscountCode(
  ctx: Pick<Ctx, 'db' | 'clock' | 'rateLimiter'>,
  raw: { eventId: number; discount_code: string; ticket_ids: number[]; ip: string },
): Promise<DiscountCheck> {
  await limitDiscountGuesses(ctx, raw.ip);
  const input = parseInput(checkDiscountCodeSchema, { discount_code: raw.discount_code, ticket_ids: raw.ticket_ids });
  const event = await getEventById(ctx, raw.eventId);
  const code = await loadDiscountCode(ctx.db, event.id, input.discount_code, ctx.clock.now());
  const t = schema.event_tickets;
  const rows = await ctx.db
    .select({ id: t.id, price: t.price })
    .from(t)
    .where(and(eq(t.event_id, event.id), eq(t.visible, true), inArray(t.id, input.ticket_ids)));
  const eligible = rows
    .filter((r) => r.price > 0 && code.ticket_ids.includes(r.id))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  if (!eligible.length) throw new AppError('discount.incorrect', 'This discount code does not apply to the chosen tickets', 'discount_code');
  return {
    discount_code: code.code,
    discount_percentage: code.discount_percentage,
    max_tickets_quantity: code.max_tickets_quantity,
    remaining_quantity: code.remaining,
    ticket_ids: eligible,
  };
}
