import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

const slugPattern = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The event whose landing page lives at `/{urlSuffix}`; null when there is none. */
export async function findEventByUrlSuffix(ctx: Pick<Ctx, 'db'>, urlSuffix: string) {
  const suffix = urlSuffix.trim().toLowerCase();
  if (!slugPattern.test(suffix)) return null;
  const [row] = await ctx.db.select().from(schema.events).where(eq(schema.events.lp_url, suffix)).limit(1);
  return row ?? null;
}

export async function getEventByUrlSuffix(ctx: Pick<Ctx, 'db'>, urlSuffix: string) {
  const event = await findEventByUrlSuffix(ctx, urlSuffix);
  if (!event) throw new AppError('event.invalid', 'Please use valid link provided by the event organizer');
  return event;
}

export async function getEventById(ctx: Pick<Ctx, 'db'>, eventId: number) {
  const [row] = await ctx.db.select().from(schema.events).where(eq(schema.events.id, eventId)).limit(1);
  if (!row) throw new AppError('event.invalid', 'Please use valid link provided by the event organizer');
  return row;
}

/**
 * The event served at the root routes: the one mapped to the request's host (custom domain),
 * else the configured default event. Null when neither exists (an empty installation).
 */
export async function findEventForHost(ctx: Pick<Ctx, 'db' | 'config'>, host: string | null) {
  const hostname = host?.split(':')[0]?.toLowerCase();
  if (hostname) {
    const [row] = await ctx.db.select().from(schema.events).where(eq(schema.events.domain, hostname)).limit(1);
    if (row) return row;
  }
  return findEventByUrlSuffix(ctx, ctx.config.defaultEventSlug);
}
