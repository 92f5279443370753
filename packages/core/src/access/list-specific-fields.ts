import { schema } from '@foyer/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { requireMemberOrAdmin } from './require-member.ts';

export interface SpecificFieldItem {
  id: number;
  name: string;
  required: boolean;
  response: string | null;
}

/** The event's fields with this user's answers; no permission check (callers do it). */
export async function querySpecificFields(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number): Promise<SpecificFieldItem[]> {
  const f = schema.event_specific_fields;
  const r = schema.user_specific_field_responses;
  return ctx.db
    .select({ id: f.id, name: f.name, required: f.required, response: r.response })
    .from(f)
    .leftJoin(r, and(eq(r.specific_field_id, f.id), eq(r.user_id, userId)))
    .where(eq(f.event_id, eventId))
    .orderBy(asc(f.order), asc(f.id));
}

/** SPEC §7 GET events/{id}/specific_fields_for_user: for members (and admins) only. */
export async function listSpecificFieldsForUser(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>, eventId: number): Promise<SpecificFieldItem[]> {
  await requireMemberOrAdmin(ctx, viewer, eventId);
  return querySpecificFields(ctx, viewer.id, eventId);
}
