import { sendMailJob } from '@foyer/core/mail/jobs';
import { expireOrderJob, fulfilOrderJob, sweepOrdersJob } from '@foyer/core/tickets/jobs';
import { sendProformaJob } from '@foyer/core/invoices/jobs';
import { paymentPollJob } from '@foyer/core/payments/jobs';
import { agendaReminderJob } from '@foyer/core/agenda/jobs';
import { importBatchJob } from '@foyer/core/invoice-import/jobs';
import { meetingRemindersJob } from '@foyer/core/matching/jobs';

/**
 * Every job's definition, without its handler: what the operator's queue commands need (the
 * queue names). registry.ts pairs each with its handler, which loads nearly all of core; a test
 * keeps the two lists the same.
 */
export const jobDefinitions = [sendMailJob, expireOrderJob, sweepOrdersJob, fulfilOrderJob, sendProformaJob, paymentPollJob, agendaReminderJob, importBatchJob, meetingRemindersJob] as const;
