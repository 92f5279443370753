import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import type { SpecificFieldRow } from './add-specific-field.ts';
import { requireEventAdmin } from './is-event-admin.ts';
import { offeredTranslations, specificFieldInput } from './specific-field-input.ts';

export const updateSpecificFieldInput = specificFieldInput;

/**
 * Rewords a field, changes whether it is required, or sets its question in the event's other
 * languages (admins). The attendees' answers stay: a reworded question keeps what they said.
 * `translations` is the whole set: a language left out loses its text.
 */
export async function updateSpecificField(
  ctx: Pick<Ctx, 'db'>,
  admin: Pick<Viewer, 'id'>,
  eventId: number,
  fieldId: number,
  raw: z.input<typeof updateSpecificFieldInput>,
): Promise<SpecificFieldRow> {
  const input = parseInput(updateSpecificFieldInput, raw);
  await requireEventAdmin(ctx, admin, eventId);
  const translations = await offeredTranslations(ctx, eventId, input.translations);
  const f = schema.event_specific_fields;
  const [row] = await ctx.db
    .update(f)
    .set({ name: input.name, required: input.required, translations })
    .where(and(eq(f.id, fieldId), eq(f.event_id, eventId)))
    .returning({ id: f.id, name: f.name, required: f.required, translations: f.translations });
  if (!row) throw new AppError('common.not_found', 'Field not found');
  return row;
}
