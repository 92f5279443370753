import { schema } from '@foyer/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { requireEventAdmin } from './is-event-admin.ts';

export interface SpecificFieldAdminItem {
  id: number;
  name: string;
  required: boolean;
  /** The question in the event's other languages (locale → { name }). */
  translations: Record<string, { name?: string }>;
  /** How many attendees answered it: removing the field removes their answers too. */
  answers: number;
}

/** The event's extra registration fields for its administrators (admin/specific-fields). */
export async function listSpecificFieldsForAdmin(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number): Promise<SpecificFieldAdminItem[]> {
  await requireEventAdmin(ctx, viewer, eventId);
  const f = schema.event_specific_fields;
  // Spelled out with an alias: drizzle writes columns unqualified, and inside the subquery a bare
  // "id" would be the answer's own id (a test caught exactly that).
  const rows = await ctx.db
    .select({ id: f.id, name: f.name, required: f.required, translations: f.translations, answers: sql<number>`(select count(*)::int from user_specific_field_responses ans where ans.specific_field_id = event_specific_fields.id)` })
    .from(f)
    .where(eq(f.event_id, eventId))
    .orderBy(asc(f.order), asc(f.id));
  return rows.map((row) => ({ ...row, answers: Number(row.answers) }));
}
