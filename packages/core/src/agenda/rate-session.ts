import { schema } from '@foyer/db';
import { z } from 'zod';
import { parseInput } from '../accounts/parse-input.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { findOpenSession } from './find-session.ts';
import { requireAttendee } from './require-attendee.ts';
import { entityId } from '../platform/input-vocabulary.ts';

const Input = z.object({
  eventId: entityId,
  sessionId: entityId,
  rating: z.number().int().min(1).max(5),
});

/**
 * The viewer's 1–5 rating of a session, once it has started. One per user and session (it lives
 * on the attendance row); rating again changes it. Rating a session not in the schedule adds it.
 */
export async function rateSession(ctx: Pick<Ctx, 'db' | 'clock'>, viewer: Pick<Viewer, 'id'> | null, raw: z.input<typeof Input>) {
  const input = parseInput(Input, raw);
  await requireAttendee(ctx, viewer, input.eventId);
  const session = await findOpenSession(ctx, input.eventId, input.sessionId, viewer!.id);
  if (session.time_start.getTime() > ctx.clock.now().getTime()) {
    throw new AppError('common.validation', 'You can rate a session once it has started.', 'rating');
  }
  const t = schema.agenda_session_attendances;
  await ctx.db
    .insert(t)
    .values({ event_id: input.eventId, agenda_session_id: session.id, user_id: viewer!.id, rating: input.rating })
    .onConflictDoUpdate({ target: [t.agenda_session_id, t.user_id], set: { rating: input.rating } });
  return { agenda_session_id: session.id, rating: input.rating };
}
