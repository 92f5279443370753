import { schema } from '@foyer/db';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { normalizeEmail } from './normalize-email.ts';

const emailSchema = z.email('Invalid email address');

/** Puts an e-mail on the event's whitelist; says whether it was new. */
export async function addWhitelistEntry(ctx: Pick<Ctx, 'db'>, eventId: number, email: string): Promise<{ created: boolean; email: string }> {
  const normalized = normalizeEmail(email);
  if (!emailSchema.safeParse(normalized).success) throw new AppError('common.validation', 'Invalid email address', 'email');
  const inserted = await ctx.db
    .insert(schema.event_whitelist_entries)
    .values({ event_id: eventId, email: normalized })
    .onConflictDoNothing()
    .returning({ id: schema.event_whitelist_entries.id });
  return { created: inserted.length > 0, email: normalized };
}

export async function isWhitelisted(ctx: Pick<Ctx, 'db'>, eventId: number, email: string): Promise<boolean> {
  const w = schema.event_whitelist_entries;
  const [row] = await ctx.db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.event_id, eventId), eq(w.email, normalizeEmail(email))))
    .limit(1);
  return Boolean(row);
}

export async function listWhitelistEntries(ctx: Pick<Ctx, 'db'>, eventId: number): Promise<{ email: string; created_at: string }[]> {
  const w = schema.event_whitelist_entries;
  const rows = await ctx.db.select({ email: w.email, created_at: w.created_at }).from(w).where(eq(w.event_id, eventId)).orderBy(asc(w.email));
  return rows.map((r) => ({ email: r.email, created_at: r.created_at.toISOString() }));
}
