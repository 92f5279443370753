import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';

/**
 * The periodic meeting-reminder run (meeting-reminders.ts): reminds both people of every accepted
 * meeting about to start; each run queues the next one.
 */
export const meetingRemindersJob = defineJob({ name: 'bm.reminders', version: 1, payload: z.object({}), attempts: 3, backoffMs: 15_000 , rearmedAtStart: true });
