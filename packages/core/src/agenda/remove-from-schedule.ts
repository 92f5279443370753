import { schema } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../accounts/parse-input.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { findSession } from './find-session.ts';
import { requireAttendee } from './require-attendee.ts';
import { entityId } from '../platform/input-vocabulary.ts';

const Input = z.object({ eventId: entityId, sessionId: entityId });

/**
 * Takes a session out of the viewer's schedule. The attendance row goes (and with it the rating
 * and reminder), so a pending reminder job finds nothing and stays silent. Removing twice is fine.
 */
export async function removeFromSchedule(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, raw: z.input<typeof Input>) {
  const input = parseInput(Input, raw);
  await requireAttendee(ctx, viewer, input.eventId);
  const session = await findSession(ctx, input.eventId, input.sessionId);
  const t = schema.agenda_session_attendances;
  const removed = await ctx.db
    .delete(t)
    .where(and(eq(t.event_id, input.eventId), eq(t.agenda_session_id, session.id), eq(t.user_id, viewer!.id)))
    .returning({ id: t.id });
  return { agenda_session_id: session.id, in_schedule: false as const, removed: removed.length > 0 };
}
