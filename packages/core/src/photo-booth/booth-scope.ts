import { schema } from '@foyer/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { openComponentScope, type ContentRequest, type ContentScope } from '../content/content-scope.ts';
import { storedNamePattern } from '../profile/create-attachment.ts';

/** The games component (treasure_hunt) opened for its photo booth by a signed-in viewer. */
export type BoothScope = ContentScope & { componentId: number; viewerId: number };

export async function openPhotoBooth(ctx: Pick<Ctx, 'db' | 'rateLimiter'>, req: ContentRequest & { componentId: number }): Promise<BoothScope> {
  const scope = await openComponentScope(ctx, req, 'treasure_hunt');
  if (!scope.viewer) throw new AppError('common.not_authenticated', 'Please log in to use the photo booth.');
  return { ...scope, viewerId: scope.viewer.id };
}

/** additional_info.photo_booth_frame: the /uploads address of the organizer's frame picture. */
type BoothInfo = { photo_booth_frame?: string | null };

/**
 * The booth's frame: the organizer's picture (a PNG with a transparent middle, laid over the
 * photo) when one is set, else null — the screen then draws the default frame in the event's
 * main colour with its name. Only a picture uploaded to this site qualifies, so the phone can
 * draw it onto its canvas (a picture of another site would make the canvas unreadable).
 */
export async function boothFrame(ctx: Pick<Ctx, 'db'>, scope: Pick<BoothScope, 'componentId'>): Promise<string | null> {
  const c = schema.components;
  const [row] = await ctx.db.select({ info: c.additional_info }).from(c).where(eq(c.id, scope.componentId)).limit(1);
  const url = (row?.info as BoothInfo | undefined)?.photo_booth_frame;
  return typeof url === 'string' && url ? url : null;
}

export const frameInput = z.object({ attachment_id: z.coerce.number().int().min(1).max(2_147_483_647).nullable() });

/**
 * An event administrator sets the booth's frame to a picture they uploaded (POST attachments),
 * or back to the default (null).
 */
export async function setBoothFrame(ctx: Pick<Ctx, 'db'>, scope: BoothScope, raw: z.input<typeof frameInput>): Promise<{ frame_url: string | null }> {
  if (!scope.isAdmin) throw new AppError('common.forbidden', 'Only the event’s administrators may change the frame.');
  const input = parseInput(frameInput, raw);
  let url: string | null = null;
  if (input.attachment_id !== null) {
    const a = schema.attachments;
    const [own] = await ctx.db
      .select({ key: a.storage_key, mime: a.mime })
      .from(a)
      .where(and(eq(a.id, input.attachment_id), eq(a.owner_user_id, scope.viewerId)));
    if (!own || !storedNamePattern.test(own.key)) throw new AppError('common.validation', 'The picture is not one you uploaded.', 'attachment_id');
    // A path of this site (not the absolute PUBLIC_URL), so any host of the event draws it.
    url = `/uploads/${own.key}`;
  }
  const c = schema.components;
  // One statement: the frame key is merged into additional_info in place, so another setting of
  // the component saved at the same moment is not overwritten with a stale copy.
  await ctx.db
    .update(c)
    .set({ additional_info: sql`${c.additional_info} || jsonb_build_object('photo_booth_frame', ${url}::text)` })
    .where(and(eq(c.id, scope.componentId), eq(c.event_id, scope.eventId)));
  return { frame_url: url };
}

/** The event's feed wall a booth photo goes to: its first feed_wall component and that wall's default channel. */
export async function boothWall(ctx: Pick<Ctx, 'db'>, eventId: number): Promise<{ componentId: number; channelId: number } | null> {
  const c = schema.components;
  const ch = schema.feed_wall_channels;
  const [row] = await ctx.db
    .select({ componentId: c.id, channelId: ch.id })
    .from(c)
    .innerJoin(ch, eq(ch.event_component_id, c.id))
    .where(and(eq(c.event_id, eventId), eq(c.component_name, 'feed_wall')))
    .orderBy(asc(c.order), asc(c.id), desc(ch.default), asc(ch.order), asc(ch.id))
    .limit(1);
  return row ?? null;
}
