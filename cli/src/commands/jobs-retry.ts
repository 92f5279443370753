import type { Command } from 'commander';
import { z } from 'zod';
import { retryAllFailed, retryFailedJob } from '@foyer/jobs/queue-status';
import { CliInputError } from '../report-error.ts';
import { inProcessMessage, queueFlag, queueTarget, talkToRedis } from './jobs-context.ts';

const retryFlags = z
  .object({
    queue: queueFlag.optional(),
    id: z.string().trim().min(1, 'must not be empty').optional(),
    all: z.boolean().optional(),
    json: z.boolean().optional(),
  })
  .superRefine((f, ctx) => {
    // Retrying every failed job is a large act: it has to be asked for, never the default.
    if (!f.id && !f.all) ctx.addIssue({ code: 'custom', path: ['all'], message: 'say which failed jobs to retry: --id <jobId> or --all' });
    if (f.id && f.all) ctx.addIssue({ code: 'custom', path: ['id'], message: 'give --id or --all, not both' });
  });

/** `foyer jobs retry`: failed jobs back to waiting, for the worker to run again once the cause is fixed. */
export function registerJobsRetry(jobs: Command) {
  jobs
    .command('retry')
    .description('Move failed jobs back to waiting (their attempts start again): one by --id, or --all of a --queue (default: every queue).')
    .option('--queue <name>', 'only this queue (a job name such as mail.send; see jobs status)')
    .option('--id <jobId>', 'the failed job’s id, as jobs status prints it')
    .option('--all', 'every failed job')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = retryFlags.parse(raw);
      const target = queueTarget();
      if (!target) {
        console.log(flags.json ? JSON.stringify({ mode: 'in-process', retried: 0, message: inProcessMessage }) : inProcessMessage);
        return;
      }
      const queues = flags.queue ? [flags.queue] : undefined;
      if (flags.id) {
        const result = await talkToRedis(() => retryFailedJob({ ...target, queues, id: flags.id! }));
        const where = flags.queue ? `in ${flags.queue}` : 'in any queue';
        if (result.outcome === 'not-found') throw new CliInputError('id', `no job with the id "${flags.id}" ${where} (jobs status lists the failed ones)`);
        if (result.outcome === 'not-failed') throw new CliInputError('id', `job "${flags.id}" in ${result.queue} is ${result.state}, not failed: nothing to retry`);
        const counts = [{ queue: result.queue, retried: 1 }];
        if (flags.json) console.log(JSON.stringify({ mode: 'bullmq', retried: 1, queues: counts }));
        else console.log(`Retried 1 failed job: ${result.id} in ${result.queue} is waiting again.`);
        return;
      }
      const counts = await talkToRedis(() => retryAllFailed({ ...target, queues }));
      const retried = counts.reduce((sum, c) => sum + c.retried, 0);
      if (flags.json) {
        console.log(JSON.stringify({ mode: 'bullmq', retried, queues: counts }));
        return;
      }
      if (!retried) {
        console.log(`No failed jobs to retry${flags.queue ? ` in ${flags.queue}` : ''}.`);
        return;
      }
      const per = counts.filter((c) => c.retried).map((c) => `${c.queue} ${c.retried}`);
      console.log(`Retried ${retried} failed job${retried === 1 ? '' : 's'} (${per.join(', ')}); waiting for a worker again.`);
    });
}
