import { schema } from '@foyer/db';
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { administratorTag } from '../access/is-event-admin.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { friendIdsOf, toUserRecord, userColumns, type UserRecord } from './user-record.ts';

/** How many similar people a caller gets by default, and at most. */
export const SIMILAR_PAGE = 10;
export const MAX_SIMILAR_PAGE = 50;

/** Tags that say what a member may do, not what they are interested in: never a reason to match. */
const roleTags = new Set([administratorTag]);

export interface SimilarUser extends UserRecord {
  /** Sessions both have in "my schedule". */
  common_agenda_sessions: number;
  /** Access-limited components both may open. */
  common_components: number;
  /** user_tags both carry, sorted. */
  common_user_tags: string[];
}

const textArray = (values: string[]): SQL =>
  values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

/**
 * SPEC §7 `components/users_similar_components`: the event's people who share the most with the
 * user of `token`. SPEC names the call but not the rule, so it is defined here as:
 *
 * - one point per agenda session both have in "my schedule" (agenda_session_attendances): the
 *   strongest signal of shared interests the product records;
 * - one point per user tag both carry (event_memberships.user_tags), role tags excluded;
 * - one point per access-limited component both are listed for (component_accesses): a shared
 *   closed track or workshop. Open components are not counted: every joined member has them, so
 *   they would add the same to everyone.
 *
 * Only joined members with at least one point are returned, best first, ties by last then first
 * name (the attendee order). The user themself and the viewer (who asks for people to meet) are
 * left out. Records go through toUserRecord, so show_contact_details applies as in every list.
 * The caller checks login and the event's attendee-list access.
 */
export async function listSimilarUsers(
  ctx: Pick<Ctx, 'db'>,
  eventId: number,
  viewerId: number,
  token: string,
  limit: number = SIMILAR_PAGE,
): Promise<{ users: SimilarUser[] }> {
  const u = schema.users;
  const m = schema.event_memberships;
  const a = schema.agenda_session_attendances;
  const [target] = await ctx.db
    .select({ id: u.id, user_tags: m.user_tags })
    .from(u)
    .innerJoin(m, and(eq(m.user_id, u.id), eq(m.event_id, eventId), eq(m.joined, true)))
    .where(and(eq(u.user_identity_token, token), isNull(u.deleted_at)))
    .limit(1);
  if (!target) throw new AppError('common.not_found', 'User not found');

  const tags = textArray([...new Set(target.user_tags.filter((t) => !roleTags.has(t)))]);
  const mine = ctx.db.select({ id: a.agenda_session_id }).from(a).where(and(eq(a.event_id, eventId), eq(a.user_id, target.id)));
  const shared = ctx.db
    .select({ user_id: a.user_id, n: sql<number>`count(*)::int`.as('n') })
    .from(a)
    .where(and(eq(a.event_id, eventId), inArray(a.agenda_session_id, mine), ne(a.user_id, target.id)))
    .groupBy(a.user_id)
    .as('shared');
  const ca = schema.component_accesses;
  const myComponents = ctx.db.select({ id: ca.component_id }).from(ca).where(and(eq(ca.event_id, eventId), eq(ca.user_id, target.id)));
  const together = ctx.db
    .select({ user_id: ca.user_id, n: sql<number>`count(*)::int`.as('c') })
    .from(ca)
    .where(and(eq(ca.event_id, eventId), inArray(ca.component_id, myComponents), ne(ca.user_id, target.id)))
    .groupBy(ca.user_id)
    .as('together');
  const sessions = sql<number>`coalesce(${shared.n}, 0)`;
  const components = sql<number>`coalesce(${together.n}, 0)`;
  const commonTags = sql<string[]>`array(select unnest(${m.user_tags}) intersect select unnest(${tags}))`;

  const rows = await ctx.db
    .select({ sessions, components, common_tags: commonTags, user_tags: m.user_tags, user: userColumns })
    .from(m)
    .innerJoin(u, eq(u.id, m.user_id))
    .leftJoin(shared, eq(shared.user_id, m.user_id))
    .leftJoin(together, eq(together.user_id, m.user_id))
    .where(
      and(
        eq(m.event_id, eventId),
        eq(m.joined, true),
        isNull(u.deleted_at),
        ne(m.user_id, target.id),
        ne(m.user_id, viewerId),
        sql`(${shared.n} is not null or ${together.n} is not null or ${m.user_tags} && ${tags})`,
      ),
    )
    .orderBy(desc(sql`${sessions} + ${components} + cardinality(${commonTags})`), asc(m.last_name), asc(m.first_name), asc(m.id))
    .limit(Math.max(1, Math.min(MAX_SIMILAR_PAGE, Math.trunc(limit))));

  const friends = await friendIdsOf(ctx, eventId, viewerId, rows.map((r) => r.user.id));
  return {
    users: rows.map((r) => ({
      ...toUserRecord(r.user, viewerId, { is_friend: friends.has(r.user.id), is_attendee: true, user_tags: r.user_tags }),
      common_agenda_sessions: Number(r.sessions),
      common_components: Number(r.components),
      common_user_tags: [...r.common_tags].sort(),
    })),
  };
}
