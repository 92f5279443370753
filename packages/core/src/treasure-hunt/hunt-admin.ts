import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { huntInput, pointInput, type HuntInput, type PointInput } from './hunt-input.ts';
import { newTreasureCode, printedCode, treasureUrl } from './treasure-code.ts';

type Admin = Pick<Viewer, 'id'>;
type AdminCtx = Pick<Ctx, 'db' | 'config'>;

const h = schema.treasure_hunts;
const p = schema.treasure_hunt_points;

const huntNotFound = () => new AppError('treasure.hunt_not_found', 'This treasure hunt does not exist (any more).');
const pointNotFound = () => new AppError('treasure.point_not_found', 'This treasure code does not exist (any more).');

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The event's treasure_hunt component a hunt is shown in (the given one, else its first). */
async function huntComponent(ctx: AdminCtx, eventId: number, wanted: number | undefined): Promise<number> {
  const c = schema.components;
  const [row] = await ctx.db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.event_id, eventId), eq(c.component_name, 'treasure_hunt'), wanted ? eq(c.id, wanted) : undefined))
    .orderBy(asc(c.order), asc(c.id))
    .limit(1);
  if (!row) throw new AppError('component.not_found', 'The event has no Games (treasure hunt) component.', 'event_component_id');
  return row.id;
}

async function requireHunt(ctx: AdminCtx, eventId: number, huntId: number) {
  const [row] = await ctx.db.select().from(h).where(and(eq(h.id, huntId), eq(h.event_id, eventId)));
  if (!row) throw huntNotFound();
  return row;
}

/** Every hunt of the event with its codes: printed code, the QR's address, how often each was found (administrators). */
export async function listHuntsAdmin(ctx: AdminCtx, admin: Admin, eventId: number) {
  await requireEventAdmin(ctx, admin, eventId);
  const event = await getEventById(ctx, eventId);
  const hunts = await ctx.db.select().from(h).where(eq(h.event_id, eventId)).orderBy(asc(h.created_at), asc(h.id));
  const s = schema.treasure_hunt_scans;
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(p).where(eq(p.event_id, eventId)).orderBy(asc(p.order), asc(p.id)),
    ctx.db.select({ point: s.treasure_hunt_point_id, n: sql<number>`count(*)::int` }).from(s).where(eq(s.event_id, eventId)).groupBy(s.treasure_hunt_point_id),
  ]);
  const points = rows.map((point) => ({ point, found: counts.find((c) => c.point === point.id)?.n ?? 0 }));
  return hunts.map((hunt) => ({
    id: hunt.id,
    uuid: hunt.uuid,
    event_component_id: hunt.event_component_id,
    name: hunt.name,
    description: hunt.description,
    active_from: iso(hunt.active_from),
    active_to: iso(hunt.active_to),
    points: points
      .filter((r) => r.point.treasure_hunt_id === hunt.id)
      .map(({ point, found }) => ({
        id: point.id,
        name: point.name,
        points: point.points,
        usage_left: point.usage_left,
        active_from: iso(point.active_from),
        active_to: iso(point.active_to),
        code: printedCode(point.code),
        url: treasureUrl(ctx.config.publicUrl, event.lp_url, ctx.config.sessionSecret, point.code),
        found,
      })),
  }));
}

export type AdminHunt = Awaited<ReturnType<typeof listHuntsAdmin>>[number];

export async function createHunt(ctx: AdminCtx, admin: Admin, eventId: number, raw: HuntInput) {
  await requireEventAdmin(ctx, admin, eventId);
  const input = parseInput(huntInput, raw);
  const componentId = await huntComponent(ctx, eventId, input.event_component_id);
  const [row] = await ctx.db
    .insert(h)
    .values({ event_id: eventId, event_component_id: componentId, name: input.name, description: input.description, active_from: input.active_from, active_to: input.active_to })
    .returning({ id: h.id, uuid: h.uuid });
  return row!;
}

export async function updateHunt(ctx: AdminCtx, admin: Admin, eventId: number, huntId: number, raw: HuntInput) {
  await requireEventAdmin(ctx, admin, eventId);
  const input = parseInput(huntInput, raw);
  const hunt = await requireHunt(ctx, eventId, huntId);
  const componentId = input.event_component_id ? await huntComponent(ctx, eventId, input.event_component_id) : hunt.event_component_id;
  await ctx.db
    .update(h)
    .set({ event_component_id: componentId, name: input.name, description: input.description, active_from: input.active_from, active_to: input.active_to })
    .where(and(eq(h.id, huntId), eq(h.event_id, eventId)));
  return { id: huntId, uuid: hunt.uuid };
}

/** Deleting a hunt deletes its codes and scans; points already awarded stay in the ledger (an administrator voids them). */
export async function deleteHunt(ctx: AdminCtx, admin: Admin, eventId: number, huntId: number) {
  await requireEventAdmin(ctx, admin, eventId);
  const [row] = await ctx.db.delete(h).where(and(eq(h.id, huntId), eq(h.event_id, eventId))).returning({ id: h.id });
  if (!row) throw huntNotFound();
}

/** A new code of a hunt, with a fresh random printed code (retried on the rare collision). */
export async function createPoint(ctx: AdminCtx, admin: Admin, eventId: number, huntId: number, raw: PointInput) {
  await requireEventAdmin(ctx, admin, eventId);
  const input = parseInput(pointInput, raw);
  await requireHunt(ctx, eventId, huntId);
  for (let attempt = 0; ; attempt++) {
    const [row] = await ctx.db
      .insert(p)
      .values({
        event_id: eventId,
        treasure_hunt_id: huntId,
        name: input.name,
        points: input.points,
        usage_left: input.usage_left,
        active_from: input.active_from,
        active_to: input.active_to,
        code: newTreasureCode(),
        order: sql`(select coalesce(max(${p.order}), -1) + 1 from ${p} where ${eq(p.treasure_hunt_id, huntId)})`,
      })
      .onConflictDoNothing({ target: p.code })
      .returning({ id: p.id });
    if (row) return row;
    if (attempt >= 3) throw new AppError('common.internal', 'No free treasure code was found.');
  }
}

export async function updatePoint(ctx: AdminCtx, admin: Admin, eventId: number, pointId: number, raw: PointInput) {
  await requireEventAdmin(ctx, admin, eventId);
  const input = parseInput(pointInput, raw);
  const [row] = await ctx.db
    .update(p)
    .set({ name: input.name, points: input.points, usage_left: input.usage_left, active_from: input.active_from, active_to: input.active_to })
    .where(and(eq(p.id, pointId), eq(p.event_id, eventId)))
    .returning({ id: p.id });
  if (!row) throw pointNotFound();
  return row;
}

export async function deletePoint(ctx: AdminCtx, admin: Admin, eventId: number, pointId: number) {
  await requireEventAdmin(ctx, admin, eventId);
  const [row] = await ctx.db.delete(p).where(and(eq(p.id, pointId), eq(p.event_id, eventId))).returning({ id: p.id });
  if (!row) throw pointNotFound();
}
