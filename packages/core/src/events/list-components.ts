import { schema } from '@foyer/db';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { openableLimitedComponents } from '../access/component-access.ts';

/**
 * SPEC §3 "components", in menu order — those this viewer may open: a component limited to
 * users with access (SPEC §6) is left out for everyone else, guests included (`viewerId` null).
 * Events without limited components cost one query, as before.
 */
export async function listComponents(ctx: Pick<Ctx, 'db'>, eventId: number, viewerId: number | null = null) {
  const rows = await ctx.db
    .select()
    .from(schema.components)
    .where(eq(schema.components.event_id, eventId))
    .orderBy(asc(schema.components.order), asc(schema.components.id));
  const limited = rows.filter((c) => c.access_limited);
  const openable = limited.length === 0 ? 'all' : viewerId === null ? new Set<number>() : await openableLimitedComponents(ctx, eventId, viewerId);
  return rows
    .filter((c) => !c.access_limited || openable === 'all' || openable.has(c.id))
    .map((c) => ({
      id: c.id,
      event_id: c.event_id,
      label: c.label,
      order: c.order,
      visible_on_lp: c.visible_on_lp,
      component_name: c.component_name,
      additional_info: c.additional_info ?? {},
    }));
}

export type ComponentRecord = Awaited<ReturnType<typeof listComponents>>[number];
