import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { entityId } from '../platform/input-vocabulary.ts';

/**
 * One session reminder (handler: deliverReminder). Enqueued by scheduleReminder with the
 * reminderJobId and a delay until start − minutes. The payload records what was asked for; the
 * handler delivers only if the attendance still wants these minutes and the session still starts
 * at time_start, so a changed, removed or moved reminder is never delivered in its old form.
 */
export const agendaReminderJob = defineJob({
  name: 'agenda.reminder',
  version: 1,
  payload: z.object({
    attendanceId: entityId,
    minutes: entityId,
    time_start: z.iso.datetime({ offset: true }),
  }),
  attempts: 5,
  backoffMs: 30_000,
});

export type AgendaReminderPayload = z.infer<typeof agendaReminderJob.payload>;
