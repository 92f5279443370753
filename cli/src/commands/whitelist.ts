import { MAX_INT32 } from '@foyer/core/platform/input-vocabulary';
import type { Command } from 'commander';
import { z } from 'zod';
import { decideJoinRequestAsOperator, type JoinDecision } from '@foyer/core/access/decide-join-request';
import { queryJoinRequests } from '@foyer/core/access/query-join-requests';
import { addWhitelistEntry, listWhitelistEntries } from '@foyer/core/access/whitelist-entries';
import type { Ctx } from '@foyer/core/context';
import { AppError, isAppError } from '@foyer/core/errors';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { openCliCtx } from './whitelist-context.ts';

const eventFlag = z.string({ error: 'is required' }).trim().min(1, 'is required');
const requestFlag = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be a positive id').max(MAX_INT32, 'must be a request id');

const listFlags = z.object({ event: eventFlag, status: z.enum(['pending', 'approved', 'rejected']).optional() });
const decideFlags = z.object({ event: eventFlag, request: requestFlag });
const addFlags = z.object({ event: eventFlag, email: z.string({ error: 'is required' }).trim().pipe(z.email('must be an e-mail address')) });

async function eventBySlug(ctx: Pick<Ctx, 'db'>, slug: string) {
  const event = await findEventByUrlSuffix(ctx, slug);
  if (!event) throw new AppError('event.invalid', `No event with the slug "${slug}"`, 'event');
  return event;
}

/** Runs `work` with a context, always closing it (and sending queued mail) afterwards. */
async function withCtx(work: (ctx: Ctx) => Promise<void>) {
  const cli = await openCliCtx();
  try {
    await work(cli.ctx);
  } finally {
    await cli.close();
  }
}

function registerDecision(cmd: Command, decision: JoinDecision, verb: string) {
  cmd
    .command(decision)
    .description(`${verb} a request to join (the user is told by e-mail).`)
    .requiredOption('--event <slug>', 'the event’s url suffix')
    .requiredOption('--request <id>', 'the request id (see `foyer whitelist list`)')
    .action(async (raw: Record<string, string>) => {
      const flags = decideFlags.parse(raw);
      await withCtx(async (ctx) => {
        const event = await eventBySlug(ctx, flags.event);
        const done = await decideJoinRequestAsOperator(ctx, event.id, flags.request, decision).catch((err: unknown) => {
          if (isAppError(err) && err.code === 'common.not_found') {
            throw new AppError('common.not_found', `No request ${flags.request} for the event "${event.lp_url}"`, 'request');
          }
          throw err;
        });
        console.log(`Request ${done.id} ${done.status}.`);
      });
    });
}

/** `foyer whitelist …`: the operator's side of whitelist events (SPEC §4). */
export function registerWhitelist(program: Command) {
  const cmd = program.command('whitelist').description('Guest lists of whitelist events and requests to join them.');
  cmd
    .command('list')
    .description('Show the guest list and the requests to join.')
    .requiredOption('--event <slug>', 'the event’s url suffix')
    .option('--status <status>', 'only requests with this status: pending | approved | rejected')
    .action(async (raw: Record<string, string>) => {
      const flags = listFlags.parse(raw);
      await withCtx(async (ctx) => {
        const event = await eventBySlug(ctx, flags.event);
        const entries = await listWhitelistEntries(ctx, event.id);
        const requests = await queryJoinRequests(ctx, event.id, { status: flags.status });
        console.log(`Guest list of "${event.lp_url}" (${entries.length}):`);
        for (const e of entries) console.log(`  ${e.email}`);
        console.log(`Requests to join (${requests.length}):`);
        for (const r of requests) {
          console.log(`  #${r.id}  ${r.status.padEnd(8)}  ${r.user.email}  ${r.user.first_name} ${r.user.last_name}  ${r.created_at}`);
        }
      });
    });
  registerDecision(cmd, 'approve', 'Approve');
  registerDecision(cmd, 'reject', 'Reject');
  cmd
    .command('add')
    .description('Put an e-mail address on the guest list.')
    .requiredOption('--event <slug>', 'the event’s url suffix')
    .requiredOption('--email <address>', 'the guest’s e-mail address')
    .action(async (raw: Record<string, string>) => {
      const flags = addFlags.parse(raw);
      await withCtx(async (ctx) => {
        const event = await eventBySlug(ctx, flags.event);
        const { created, email } = await addWhitelistEntry(ctx, event.id, flags.email);
        console.log(created ? `Added ${email} to the guest list of "${event.lp_url}".` : `${email} is already on the guest list of "${event.lp_url}".`);
      });
    });
}
