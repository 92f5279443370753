import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import type { Quote } from './pricing.ts';
import { limitDiscountGuesses } from './check-discount-code.ts';
import { prepareOrder, viewerHoldsTicket } from './prepare-order.ts';

/**
 * The checkout summary: the same rules and prices placeOrder applies, without taking stock or
 * locks (so it may still fail later with sold_out / used_up).
 */
export async function quoteOrder(ctx: Pick<Ctx, 'db' | 'clock' | 'rateLimiter'>, args: { eventId: number; userId: number; input: unknown; ip: string }): Promise<Quote> {
  // A quote with a code says whether the code exists: it counts as a guess, as check_code does.
  const code = (args.input as { discount_code?: unknown } | null)?.discount_code;
  if (typeof code === 'string' && code.trim()) await limitDiscountGuesses(ctx, args.ip);
  const event = await getEventById(ctx, args.eventId);
  const [user] = await ctx.db
    .select({ id: schema.users.id, email: schema.users.email, first_name: schema.users.first_name, last_name: schema.users.last_name })
    .from(schema.users)
    .where(eq(schema.users.id, args.userId))
    .limit(1);
  if (!user) throw new AppError('common.not_authenticated', 'Not authenticated');
  const holdsTicket = await viewerHoldsTicket(ctx.db, event.id, user);
  const prepared = await prepareOrder(ctx.db, { event, viewer: user, rawInput: args.input, now: ctx.clock.now(), holdsTicket });
  return prepared.quote;
}
