import { deliverMail } from '@foyer/core/mail/deliver-mail';
import { sendMailJob } from '@foyer/core/mail/jobs';
import { expireOrder } from '@foyer/core/tickets/expire-order';
import { expireOrderJob, fulfilOrderJob, sweepOrdersJob } from '@foyer/core/tickets/jobs';
import { scheduleOrderSweep, sweepExpiredOrders } from '@foyer/core/tickets/sweep-expired-orders';
import { requeueLostJobs } from '@foyer/core/tickets/requeue-lost-jobs';
import { fulfilOrder } from '@foyer/core/documents/fulfil-order';
import { sendProformaJob } from '@foyer/core/invoices/jobs';
import { sendProforma } from '@foyer/core/invoices/send-proforma';
import { paymentPollJob } from '@foyer/core/payments/jobs';
import { pollPayment } from '@foyer/core/payments/poll-payment';
import { agendaReminderJob } from '@foyer/core/agenda/jobs';
import { deliverReminder } from '@foyer/core/agenda/deliver-reminder';
import { importBatchJob } from '@foyer/core/invoice-import/jobs';
import { processImportBatch } from '@foyer/core/invoice-import/process-import-batch';
import { meetingRemindersJob } from '@foyer/core/matching/jobs';
import { scheduleMeetingReminders, sendMeetingReminders } from '@foyer/core/matching/meeting-reminders';
import { registerJob, type RegisteredJob } from './types.ts';

/**
 * Every job the workers run. A job declared in core with defineJob but missing here is never
 * processed, so add the line in the same change that adds the definition — and to
 * job-catalogue.ts, which the operator's queue commands read (queue-status.test keeps them equal).
 */
export const jobRegistry: readonly RegisteredJob[] = [
  registerJob(sendMailJob, async (ctx, p) => {
    await deliverMail(ctx, ctx.mailer, p);
  }),
  registerJob(expireOrderJob, async (ctx, p) => void (await expireOrder(ctx, p))),
  registerJob(sweepOrdersJob, async (ctx) => {
    try {
      await sweepExpiredOrders(ctx);
      await requeueLostJobs(ctx);
    } finally {
      // The chain must go on even when one run fails.
      await scheduleOrderSweep(ctx);
    }
  }),
  registerJob(fulfilOrderJob, async (ctx, p) => void (await fulfilOrder(ctx, p))),
  registerJob(sendProformaJob, async (ctx, p) => void (await sendProforma(ctx, p))),
  registerJob(paymentPollJob, async (ctx, p) => void (await pollPayment(ctx, p))),
  registerJob(agendaReminderJob, async (ctx, p) => void (await deliverReminder(ctx, p))),
  registerJob(importBatchJob, async (ctx, p) => void (await processImportBatch(ctx, p))),
  registerJob(meetingRemindersJob, async (ctx) => {
    try {
      await sendMeetingReminders(ctx);
    } finally {
      // Like the order sweep: the chain goes on even when one run fails.
      await scheduleMeetingReminders(ctx);
    }
  }),
];

export function findJob(name: string, registry: readonly RegisteredJob[] = jobRegistry): RegisteredJob | undefined {
  return registry.find((j) => j.def.name === name);
}
