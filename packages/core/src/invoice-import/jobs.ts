import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { entityId } from '../platform/input-vocabulary.ts';

/**
 * Numbers, renders (and with send_mail, mails) the good rows of an imported CSV batch (handler:
 * processImportBatch). One job per batch, jobId `invoice-import:<batchId>`; the handler resumes
 * from the rows' own state, so a killed or repeated run neither skips nor renumbers a row.
 */
export const importBatchJob = defineJob({
  name: 'invoices.import_batch',
  version: 1,
  payload: z.object({ batchId: entityId }),
  attempts: 10,
  backoffMs: 5_000,
});

export const importBatchJobId = (batchId: number): string => `invoice-import:${batchId}`;
