import { schema } from '@foyer/db';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { requireEventAdmin } from './is-event-admin.ts';

export const addSpecificFieldInput = z.object({
  name: z.string().trim().min(1, 'Field is required').max(200),
  required: z.boolean().default(false),
});

/** SPEC §7 POST events/{id}/specific/add_field (admins): appended after the existing fields. */
export async function addSpecificField(
  ctx: Pick<Ctx, 'db'>,
  admin: Pick<Viewer, 'id'>,
  eventId: number,
  raw: z.input<typeof addSpecificFieldInput>,
): Promise<{ id: number; name: string; required: boolean }> {
  const input = parseInput(addSpecificFieldInput, raw);
  await requireEventAdmin(ctx, admin, eventId);
  const f = schema.event_specific_fields;
  const [row] = await ctx.db
    .insert(f)
    .values({
      event_id: eventId,
      name: input.name,
      required: input.required,
      order: sql`(select coalesce(max(${f.order}), -1) + 1 from ${f} where ${eq(f.event_id, eventId)})`,
    })
    .returning({ id: f.id, name: f.name, required: f.required });
  return row!;
}
