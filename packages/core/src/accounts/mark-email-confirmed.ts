import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/** Sets email_confirmed_at once (an earlier confirmation keeps its time). */
export async function markEmailConfirmed(ctx: Pick<Ctx, 'db' | 'clock'>, userId: number) {
  const [user] = await ctx.db
    .select({ id: schema.users.id, email: schema.users.email, email_confirmed_at: schema.users.email_confirmed_at })
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), isNull(schema.users.deleted_at)))
    .limit(1);
  if (!user) throw new AppError('auth.token_invalid', 'This link is not valid', 'token');
  if (!user.email_confirmed_at) {
    await ctx.db.update(schema.users).set({ email_confirmed_at: ctx.clock.now() }).where(eq(schema.users.id, userId));
  }
  return user;
}
