import type { Command } from 'commander';
import { z } from 'zod';
import { jobCountStates, readQueueStatus, redactRedisUrl, type QueueStatus } from '@foyer/jobs/queue-status';
import { inProcessMessage, queueTarget, talkToRedis } from './jobs-context.ts';
import { registerJobsRetry } from './jobs-retry.ts';
import { wholeNumber } from '../flags.ts';

const failedCount = 'must be a whole number from 0 to 1000';
const statusFlags = z.object({
  json: z.boolean().optional(),
  failed: wholeNumber(failedCount, { max: 1000 }),
});

/** A reason may be a whole stack or a long SMTP reply: the table shows its first line, --json all of it. */
const firstLine = (text: string, max = 160) => {
  const line = text.split('\n')[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

function printStatus(statuses: QueueStatus[], where: string): void {
  const width = Math.max(5, ...statuses.map((s) => s.queue.length));
  console.log(`Queues at ${where}:`);
  console.log(['queue'.padEnd(width), ...jobCountStates.map((s) => s.padStart(9))].join(' '));
  for (const s of statuses) console.log([s.queue.padEnd(width), ...jobCountStates.map((c) => String(s.counts[c]).padStart(9))].join(' '));
  const failing = statuses.filter((s) => s.failed.length);
  if (!failing.length) {
    console.log('\nNo failed jobs.');
    return;
  }
  for (const s of failing) {
    console.log(`\nFailed in ${s.queue} (latest ${s.failed.length} of ${s.counts.failed}):`);
    for (const j of s.failed) console.log(`  ${j.failed_at ?? '—'}  ${j.id}  ${j.name}  attempts ${j.attempts_made}/${j.attempts}  ${firstLine(j.failed_reason)}`);
  }
  console.log('\nRetry them with: npm run foyer -- jobs retry --queue <queue> --id <id> (or --all)');
}

/** `foyer jobs status` and `foyer jobs retry`: the operator's view of the BullMQ queues. */
export function registerJobs(program: Command) {
  const jobs = program.command('jobs').description('Background job queues (BullMQ, with REDIS_URL).');
  jobs
    .command('status')
    .description('Counts per queue (waiting, active, delayed, completed, failed) and the latest failed jobs with their reasons.')
    .option('--failed <n>', 'how many of the latest failed jobs to list per queue', '10')
    .option('--json', 'print the status as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = statusFlags.parse(raw);
      const target = queueTarget();
      if (!target) {
        console.log(flags.json ? JSON.stringify({ mode: 'in-process', message: inProcessMessage }) : inProcessMessage);
        return;
      }
      const statuses = await talkToRedis(() => readQueueStatus({ ...target, failedLimit: flags.failed }));
      if (flags.json) {
        console.log(JSON.stringify({ mode: 'bullmq', prefix: target.prefix, queues: statuses }));
        return;
      }
      printStatus(statuses, `${redactRedisUrl(target.redisUrl)} (prefix "${target.prefix}")`);
    });
  registerJobsRetry(jobs);
}
