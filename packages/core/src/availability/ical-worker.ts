/**
 * A calendar-expanding thread's entry (jobs' CalendarThread starts it): each message is one
 * calendar to expand; the answer carries the busy times, or the AppError code it was refused with.
 */
import { parentPort } from 'node:worker_threads';
import { isAppError } from '../errors.ts';
import { icalBusyTimes } from './ical-busy.ts';

export interface CalendarRequest {
  id: number;
  text: string;
  from: Date;
  to: Date;
  tz: string;
}

export type CalendarAnswer = { id: number; ok: true; busy: { from: Date; to: Date }[] } | { id: number; ok: false; code: string; message: string };

parentPort?.on('message', (req: CalendarRequest) => {
  let answer: CalendarAnswer;
  try {
    answer = { id: req.id, ok: true, busy: icalBusyTimes(req.text, { from: req.from, to: req.to }, req.tz) };
  } catch (err) {
    answer = isAppError(err) ? { id: req.id, ok: false, code: err.code, message: err.message } : { id: req.id, ok: false, code: 'availability.calendar_invalid', message: 'This calendar cannot be read.' };
  }
  parentPort!.postMessage(answer);
});
parentPort?.postMessage('ready');
