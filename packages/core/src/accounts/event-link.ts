import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

export interface LinkEvent {
  id: number;
  title: string;
  lp_url: string;
}

/** The event a flow started from (for links and mail); an unknown id is the client's mistake. */
export async function findLinkEvent(ctx: Pick<Ctx, 'db'>, eventId: number | null | undefined): Promise<LinkEvent | null> {
  if (eventId === null || eventId === undefined) return null;
  const [event] = await ctx.db
    .select({ id: schema.events.id, title: schema.events.title, lp_url: schema.events.lp_url })
    .from(schema.events)
    .where(eq(schema.events.id, eventId))
    .limit(1);
  if (!event) throw new AppError('event.invalid', 'Please use valid link provided by the event organizer', 'event_id');
  return event;
}

/** `${publicUrl}/${slug}/${path}?token=…`: links lead back to the event's pages (or the root ones). */
export function accountLink(ctx: Pick<Ctx, 'config'>, event: LinkEvent | null, path: string, token: string): string {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const slug = event ? `/${encodeURIComponent(event.lp_url)}` : '';
  return `${base}${slug}/${path}?token=${encodeURIComponent(token)}`;
}

/** `${publicUrl}/${slug}/${path}`: a page of the event (or a root page), no token. */
export function eventPageLink(ctx: Pick<Ctx, 'config'>, event: LinkEvent | null, path: string): string {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const slug = event ? `/${encodeURIComponent(event.lp_url)}` : '';
  return `${base}${slug}/${path}`;
}
