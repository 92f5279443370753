import { schema } from '@foyer/db';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

/** SPEC §3 "components", in menu order. */
export async function listComponents(ctx: Pick<Ctx, 'db'>, eventId: number) {
  const rows = await ctx.db
    .select()
    .from(schema.components)
    .where(eq(schema.components.event_id, eventId))
    .orderBy(asc(schema.components.order), asc(schema.components.id));
  return rows.map((c) => ({
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
