import { schema } from '@foyer/db';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireMemberOrAdmin } from '../access/require-member.ts';
import { ATTENDEES_PAGE, clampLimit, userSearchCondition } from '../people/people-page.ts';
import type { MeetingScope } from './bm-scope.ts';

export interface FilterTag {
  id: number;
  value: string;
  hex: string;
  order: number;
}

/**
 * GET events/{eventId}/business_matching/filters/user: the event's filter questions (groups with
 * their tags, SPEC §3) and which tags the viewer answered (at checkout or in the profile).
 */
export async function filtersForUser(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number) {
  if (!viewer) throw new AppError('common.not_authenticated', 'Please log in to meet other attendees.');
  await requireMemberOrAdmin(ctx, viewer, eventId);
  const g = schema.bm_filter_groups;
  const t = schema.bm_filter_tags;
  const a = schema.user_bm_filter_answers;
  const [groups, tags, mine] = await Promise.all([
    ctx.db.select().from(g).where(eq(g.event_id, eventId)).orderBy(asc(g.order), asc(g.id)),
    ctx.db.select().from(t).where(eq(t.event_id, eventId)).orderBy(asc(t.order), asc(t.id)),
    ctx.db.select({ tag: a.bm_filter_tag_id }).from(a).where(and(eq(a.event_id, eventId), eq(a.user_id, viewer.id))),
  ]);
  return {
    bm_filter_groups: groups.map((x) => ({
      id: x.id,
      name: x.name,
      question: x.question,
      order: x.order,
      multi_choice: x.multi_choice,
      required: x.required,
      question_visible: x.question_visible,
      tags: tags.filter((tag) => tag.bm_filter_group_id === x.id).map((tag) => ({ id: tag.id, value: tag.value, hex: tag.hex, order: tag.order })),
    })),
    my_tag_ids: mine.map((m) => m.tag),
  };
}

/**
 * GET …/business_matching/attendees: the joined members the viewer may meet, by last then first
 * name (SPEC §9), with their filter tags; `tag_ids` keeps those who answered any of them (people
 * who share an interest), `search` matches names, company and position.
 */
export async function listMatchingAttendees(ctx: Pick<Ctx, 'db'>, scope: MeetingScope, q: { tag_ids?: number[]; search?: string | null; offset?: number; limit?: number }) {
  const m = schema.event_memberships;
  const u = schema.users;
  const a = schema.user_bm_filter_answers;
  const limit = clampLimit(q.limit ?? ATTENDEES_PAGE);
  const tagged = q.tag_ids?.length
    ? sql`exists (select 1 from ${a} where ${a.event_id} = ${scope.eventId} and ${a.user_id} = ${m.user_id} and ${inArray(a.bm_filter_tag_id, q.tag_ids)})`
    : undefined;
  const where = and(eq(m.event_id, scope.eventId), eq(m.joined, true), ne(m.user_id, scope.viewerId), isNull(u.deleted_at), userSearchCondition(q.search), tagged);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: u.id, user_identity_token: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, company: u.company, position: u.position, picture: u.picture })
      .from(m)
      .innerJoin(u, eq(u.id, m.user_id))
      .where(where)
      .orderBy(asc(m.last_name), asc(m.first_name), asc(m.id))
      .limit(limit)
      .offset(Math.max(0, q.offset ?? 0)),
    ctx.db.select({ n: count() }).from(m).innerJoin(u, eq(u.id, m.user_id)).where(where),
  ]);
  const t = schema.bm_filter_tags;
  const answers = rows.length
    ? await ctx.db
        .select({ user: a.user_id, id: t.id, value: t.value, hex: t.hex, order: t.order })
        .from(a)
        .innerJoin(t, eq(t.id, a.bm_filter_tag_id))
        .where(and(eq(a.event_id, scope.eventId), inArray(a.user_id, rows.map((r) => r.id))))
        .orderBy(asc(t.order))
    : [];
  return {
    users: rows.map(({ id, ...r }) => ({ ...r, tags: answers.filter((x) => x.user === id).map(({ id: tagId, value, hex, order }) => ({ id: tagId, value, hex, order })) })),
    meta: { all_items: total?.n ?? 0, is_more: (q.offset ?? 0) + rows.length < (total?.n ?? 0) },
  };
}
