import { schema, type Db } from '@foyer/db';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { eventAdminCondition } from './is-event-admin.ts';

/** What a member-scoped service needs of its event (availability reads the zone and the dates). */
export interface MemberEvent {
  id: number;
  timezone: string;
  start_date: Date;
  end_date: Date;
}

const eventIdParam = sql.placeholder('eventId');
const userIdParam = sql.placeholder('userId');

/**
 * Built once per database handle: every inbox, friends, matching and schedule call asks it, and a
 * chat reply is the busiest request there is (issue #18, `npm run bench -- inbox`).
 */
const statements = new WeakMap<Db, ReturnType<typeof buildStatement>>();

/**
 * The viewer joined the event or administers it, as a condition a statement carries (the inbox's
 * reply does). Compared with the parameters, not with an outer events row: in a single-table
 * select drizzle writes columns unqualified, and "event_id" = "id" inside the subquery would read
 * the membership's own id.
 */
export function memberOrAdminCondition(eventId: number | Placeholder, userId: number | Placeholder): SQL {
  const m = schema.event_memberships;
  return sql`(exists (select 1 from ${m} where ${m.event_id} = ${eventId} and ${m.user_id} = ${userId} and ${m.joined}) or ${eventAdminCondition(eventId, userId)})`;
}

function buildStatement(db: Db) {
  const e = schema.events;
  return db
    .select({
      id: e.id,
      timezone: e.timezone,
      start_date: e.start_date,
      end_date: e.end_date,
      allowed: sql<boolean>`${memberOrAdminCondition(eventIdParam, userIdParam)}`,
    })
    .from(e)
    .where(eq(e.id, eventIdParam))
    .prepare('foyer_require_member_or_admin');
}

/**
 * The event, if the viewer joined it or administers it; else access.not_joined (an unknown event
 * is event.invalid). One statement: the event, the membership and the administrator check together.
 */
export async function requireMemberOrAdmin(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>, eventId: number): Promise<MemberEvent> {
  let statement = statements.get(ctx.db);
  if (!statement) statements.set(ctx.db, (statement = buildStatement(ctx.db)));
  const [row] = await statement.execute({ eventId, userId: viewer.id });
  if (!row) throw new AppError('event.invalid', 'Please use valid link provided by the event organizer');
  if (!row.allowed) throw new AppError('access.not_joined', 'You have not joined this event yet.');
  const { allowed: _allowed, ...event } = row;
  return event;
}
