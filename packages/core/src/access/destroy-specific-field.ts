import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from './is-event-admin.ts';

/** SPEC §7 DELETE events/{id}/specific/destroy_field/{fieldId} (admins); answers go with it. */
export async function destroySpecificField(
  ctx: Pick<Ctx, 'db'>,
  admin: Pick<Viewer, 'id'>,
  eventId: number,
  fieldId: number,
): Promise<{ status: 'ok' }> {
  await requireEventAdmin(ctx, admin, eventId);
  const f = schema.event_specific_fields;
  const deleted = await ctx.db
    .delete(f)
    .where(and(eq(f.id, fieldId), eq(f.event_id, eventId)))
    .returning({ id: f.id });
  if (!deleted.length) throw new AppError('common.not_found', 'Field not found');
  return { status: 'ok' };
}
