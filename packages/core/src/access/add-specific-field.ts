import { schema } from '@foyer/db';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { requireEventAdmin } from './is-event-admin.ts';
import { offeredTranslations, specificFieldInput } from './specific-field-input.ts';

export const addSpecificFieldInput = specificFieldInput;

export interface SpecificFieldRow {
  id: number;
  name: string;
  required: boolean;
  translations: Record<string, { name?: string }>;
}

/** SPEC §7 POST events/{id}/specific/add_field (admins): appended after the existing fields. */
export async function addSpecificField(
  ctx: Pick<Ctx, 'db'>,
  admin: Pick<Viewer, 'id'>,
  eventId: number,
  raw: z.input<typeof addSpecificFieldInput>,
): Promise<SpecificFieldRow> {
  const input = parseInput(addSpecificFieldInput, raw);
  await requireEventAdmin(ctx, admin, eventId);
  const translations = await offeredTranslations(ctx, eventId, input.translations);
  const f = schema.event_specific_fields;
  const [row] = await ctx.db
    .insert(f)
    .values({
      event_id: eventId,
      name: input.name,
      required: input.required,
      translations,
      order: sql`(select coalesce(max(${f.order}), -1) + 1 from ${f} where ${eq(f.event_id, eventId)})`,
    })
    .returning({ id: f.id, name: f.name, required: f.required, translations: f.translations });
  return row!;
}
