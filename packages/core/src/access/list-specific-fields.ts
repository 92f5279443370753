import { schema } from '@foyer/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { requireMemberOrAdmin } from './require-member.ts';
import { localizedColumn } from '../content/localized-column.ts';

export interface SpecificFieldItem {
  id: number;
  name: string;
  required: boolean;
  response: string | null;
}

/**
 * The event's fields with this user's answers; no permission check (callers do it). With a
 * locale, each question reads in that language where the organizer wrote it (else as written).
 */
export async function querySpecificFields(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number, locale?: string | null): Promise<SpecificFieldItem[]> {
  const f = schema.event_specific_fields;
  const r = schema.user_specific_field_responses;
  return ctx.db
    .select({ id: f.id, name: localizedColumn(f.name, f.translations, 'name', locale), required: f.required, response: r.response })
    .from(f)
    .leftJoin(r, and(eq(r.specific_field_id, f.id), eq(r.user_id, userId)))
    .where(eq(f.event_id, eventId))
    .orderBy(asc(f.order), asc(f.id));
}

/** SPEC §7 GET events/{id}/specific_fields_for_user: for members (and admins) only, in the viewer's language. */
export async function listSpecificFieldsForUser(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>, eventId: number, locale?: string | null): Promise<SpecificFieldItem[]> {
  await requireMemberOrAdmin(ctx, viewer, eventId);
  return querySpecificFields(ctx, viewer.id, eventId, locale);
}
