import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { entityId } from '../platform/input-vocabulary.ts';

/**
 * Renders a proforma's PDF and mails it to the buyer (handler: sendProforma). Enqueued by
 * requestProforma with jobId `proforma:<invoiceId>`; the handler is idempotent (one document,
 * one e-mail by dedupe key), so a repeated or stalled run mails once.
 */
export const sendProformaJob = defineJob({
  name: 'invoices.send_proforma',
  version: 1,
  payload: z.object({ invoiceId: entityId }),
  attempts: 5,
  backoffMs: 30_000,
});

export const proformaJobId = (invoiceId: number): string => `proforma:${invoiceId}`;
