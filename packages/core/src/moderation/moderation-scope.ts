import { schema } from '@foyer/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';

/**
 * SPEC §6: a moderator sees and edits only the exhibitors and speakers linked to them
 * (exhibitor_moderators / speaker_moderators); having any such link grants the manage area.
 * Every moderator call opens one of these first.
 */
export interface ModeratorScope {
  eventId: number;
  viewerId: number;
  exhibitorIds: number[];
  speakerIds: number[];
}

/** The viewer's moderator links in the event (both lists empty for everyone else). */
export async function moderatorLinks(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number) {
  const em = schema.exhibitor_moderators;
  const sm = schema.speaker_moderators;
  const [ex, sp] = await Promise.all([
    ctx.db.select({ id: em.exhibitor_id }).from(em).where(and(eq(em.event_id, eventId), eq(em.user_id, userId))).orderBy(asc(em.exhibitor_id)),
    ctx.db.select({ id: sm.speaker_id }).from(sm).where(and(eq(sm.event_id, eventId), eq(sm.user_id, userId))).orderBy(asc(sm.speaker_id)),
  ]);
  return { exhibitorIds: ex.map((r) => r.id), speakerIds: sp.map((r) => r.id) };
}

/** Whether the user moderates anything in the event (the menu shows the manage area then). */
export async function hasModeratorAccess(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number): Promise<boolean> {
  const em = schema.exhibitor_moderators;
  const sm = schema.speaker_moderators;
  const [row] = await ctx.db.select({
    any: sql<boolean>`(exists (select 1 from ${em} where ${em.event_id} = ${eventId} and ${em.user_id} = ${userId})
      or exists (select 1 from ${sm} where ${sm.event_id} = ${eventId} and ${sm.user_id} = ${userId}))`,
  }).from(sql`(select 1) as one`);
  return Boolean(row?.any);
}

const notModerator = () => new AppError('moderation.not_moderator', 'You do not moderate any exhibitor or speaker of this event.');

/**
 * 401 for guests, 404 for an unknown event, 403 moderation.not_moderator for anyone without a
 * link. Calls that name an exhibitor or speaker pass `requireAny: false`: for them an id of
 * another event is a 404 first, whoever asks (requireModerated… refuses non-moderators after).
 */
export async function openModeration(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number, opts: { requireAny?: boolean } = {}): Promise<ModeratorScope> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Please log in.');
  await getEventById(ctx, eventId);
  const links = await moderatorLinks(ctx, viewer.id, eventId);
  if (opts.requireAny !== false && !links.exhibitorIds.length && !links.speakerIds.length) throw notModerator();
  return { eventId, viewerId: viewer.id, ...links };
}

/**
 * The exhibitor, if the scope moderates it (and, when given, it belongs to that component).
 * Someone else's exhibitor is not found, so ids cannot be probed.
 */
export async function requireModeratedExhibitor(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, exhibitorId: number, componentId?: number) {
  const notFound = () => new AppError('moderation.exhibitor_not_found', 'You do not moderate this exhibitor.');
  const x = schema.exhibitors;
  const [row] = await ctx.db.select().from(x).where(and(eq(x.id, exhibitorId), eq(x.event_id, scope.eventId))).limit(1);
  if (!row || (componentId !== undefined && row.event_component_id !== componentId)) throw notFound();
  if (!scope.exhibitorIds.length && !scope.speakerIds.length) throw notModerator();
  if (!scope.exhibitorIds.includes(exhibitorId)) throw notFound();
  return row;
}

export async function requireModeratedSpeaker(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope, speakerId: number, componentId?: number) {
  const notFound = () => new AppError('moderation.speaker_not_found', 'You do not moderate this speaker.');
  const s = schema.speakers;
  const [row] = await ctx.db.select().from(s).where(and(eq(s.id, speakerId), eq(s.event_id, scope.eventId))).limit(1);
  if (!row || (componentId !== undefined && row.event_component_id !== componentId)) throw notFound();
  if (!scope.exhibitorIds.length && !scope.speakerIds.length) throw notModerator();
  if (!scope.speakerIds.includes(speakerId)) throw notFound();
  return row;
}

/** SPEC §7 moderator/accesses: the caller's exhibitors and speakers in this event. */
export async function listAccesses(ctx: Pick<Ctx, 'db'>, scope: ModeratorScope) {
  const x = schema.exhibitors;
  const s = schema.speakers;
  const [exhibitors, speakers] = await Promise.all([
    scope.exhibitorIds.length
      ? ctx.db
          .select({ id: x.id, event_component_id: x.event_component_id, name: x.name, picture: x.picture })
          .from(x)
          .where(and(eq(x.event_id, scope.eventId), inArray(x.id, scope.exhibitorIds)))
          .orderBy(asc(x.name), asc(x.id))
      : [],
    scope.speakerIds.length
      ? ctx.db
          .select({ id: s.id, event_component_id: s.event_component_id, first_name: s.first_name, last_name: s.last_name, picture: s.picture })
          .from(s)
          .where(and(eq(s.event_id, scope.eventId), inArray(s.id, scope.speakerIds)))
          .orderBy(asc(s.last_name), asc(s.first_name), asc(s.id))
      : [],
  ]);
  return { exhibitors, speakers };
}
