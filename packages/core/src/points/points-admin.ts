import { z } from 'zod';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { text } from '../platform/input-vocabulary.ts';
import { userEntries, voidEntry } from './ledger.ts';

type Admin = Pick<Viewer, 'id'>;

export const holdersQuery = z.object({ q: text().pipe(z.string().trim().max(200)).optional() });
export const voidInput = z.object({ reason: text().pipe(z.string().trim().min(1, 'Field is required').max(500)) });

/** At most this many people per search. */
const HOLDERS_LIMIT = 50;

const likeEscaped = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People with points at the event (administrators, `admin/points`): by name or e-mail, most
 * points first; an empty search lists the top holders.
 */
export async function searchPointHolders(ctx: Pick<Ctx, 'db'>, admin: Admin, eventId: number, raw: z.input<typeof holdersQuery>) {
  await requireEventAdmin(ctx, admin, eventId);
  const { q } = parseInput(holdersQuery, raw);
  const e = schema.point_entries;
  const u = schema.users;
  const like = q ? likeEscaped(q) : null;
  const rows = await ctx.db
    .select({ token: u.user_identity_token, first: u.first_name, last: u.last_name, email: u.email, points: sql<number>`sum(${e.points})::int`, entries: sql<number>`count(*) filter (where ${e.source} <> 'void')::int` })
    .from(e)
    .innerJoin(u, eq(u.id, e.user_id))
    .where(and(eq(e.event_id, eventId), like ? or(ilike(u.first_name, like), ilike(u.last_name, like), ilike(u.email, like), ilike(sql`${u.first_name} || ' ' || ${u.last_name}`, like)) : undefined))
    .groupBy(u.id)
    .orderBy(desc(sql`sum(${e.points})`), u.last_name, u.id)
    .limit(HOLDERS_LIMIT);
  return rows.map((r) => ({ user_identity_token: r.token, name: `${r.first} ${r.last}`.trim(), email: r.email, points: r.points, entries: r.entries }));
}

/**
 * A person of this event, by public token: a member of it or someone with points in it. A token
 * is public (every profile link carries it), so an administrator of one event must not read the
 * name and e-mail of anyone else on the platform through it.
 */
async function eventUser(ctx: Pick<Ctx, 'db'>, eventId: number, userToken: string) {
  const u = schema.users;
  const atEvent = sql`(exists (select 1 from ${schema.event_memberships} m where m.event_id = ${eventId} and m.user_id = ${u.id})
    or exists (select 1 from ${schema.point_entries} p where p.event_id = ${eventId} and p.user_id = ${u.id}))`;
  const [user] =
    userToken.length <= 200
      ? await ctx.db.select({ id: u.id, token: u.user_identity_token, first: u.first_name, last: u.last_name, email: u.email }).from(u).where(and(eq(u.user_identity_token, userToken), isNull(u.deleted_at), atEvent))
      : [];
  if (!user) throw new AppError('points.user_not_found', 'This person does not exist.');
  return user;
}

/** One person's ledger at the event, each entry with its void (administrators). */
export async function adminUserEntries(ctx: Pick<Ctx, 'db'>, admin: Admin, eventId: number, userToken: string) {
  await requireEventAdmin(ctx, admin, eventId);
  const user = await eventUser(ctx, eventId, userToken);
  const entries = await userEntries(ctx, eventId, user.id);
  return { user: { user_identity_token: user.token, name: `${user.first} ${user.last}`.trim(), email: user.email }, entries, points: entries.filter((x) => !x.voided).reduce((sum, x) => sum + x.points, 0) };
}

/** An administrator voids an entry with a reason (the ledger keeps both rows). */
export async function adminVoidEntry(ctx: Pick<Ctx, 'db' | 'pubsub' | 'log'>, admin: Admin, eventId: number, entryId: number, raw: z.input<typeof voidInput>) {
  await requireEventAdmin(ctx, admin, eventId);
  const { reason } = parseInput(voidInput, raw);
  const row = await voidEntry(ctx, { eventId, entryId, adminUserId: admin.id, reason });
  return { id: row.id, voids_entry_id: row.voids_entry_id!, points: row.points, reason: row.reason };
}
