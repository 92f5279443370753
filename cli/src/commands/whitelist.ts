import type { Command } from 'commander';
import { z } from 'zod';
import { decideJoinRequestAsOperator, type JoinDecision } from '@foyer/core/access/decide-join-request';
import { queryJoinRequests } from '@foyer/core/access/query-join-requests';
import { addWhitelistEntry, listWhitelistEntries } from '@foyer/core/access/whitelist-entries';
import type { Ctx } from '@foyer/core/context';
import { AppError, isAppError } from '@foyer/core/errors';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { openCliCtx } from './whitelist-context.ts';
import { idFlag } from '../flags.ts';

const eventFlag = z.string({ error: 'is required' }).trim().min(1, 'is required');
const json = z.boolean().default(false);

const listFlags = z.object({ event: eventFlag, status: z.enum(['pending', 'approved', 'rejected'], { error: 'must be pending, approved or rejected' }).optional(), json });
const decideFlags = z.object({ event: eventFlag, request: idFlag('must be a request id (a whole number)'), json });
// 254: the longest address SMTP carries (RFC 5321); a 100,000-character one was stored.
const addFlags = z.object({ event: eventFlag, email: z.string({ error: 'is required' }).trim().max(254, 'must be at most 254 characters').pipe(z.email('must be an e-mail address')), json });

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
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = decideFlags.parse(raw);
      await withCtx(async (ctx) => {
        const event = await eventBySlug(ctx, flags.event);
        const done = await decideJoinRequestAsOperator(ctx, event.id, flags.request, decision).catch((err: unknown) => {
          if (isAppError(err) && err.code === 'common.not_found') {
            throw new AppError('common.not_found', `No request ${flags.request} for the event "${event.lp_url}"`, 'request');
          }
          throw err;
        });
        console.log(flags.json ? JSON.stringify({ id: done.id, status: done.status }) : `Request ${done.id} ${done.status}.`);
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
    .option('--json', 'print the list as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = listFlags.parse(raw);
      await withCtx(async (ctx) => {
        const event = await eventBySlug(ctx, flags.event);
        const entries = await listWhitelistEntries(ctx, event.id);
        const requests = await queryJoinRequests(ctx, event.id, { status: flags.status });
        if (flags.json) {
          const people = requests.map((r) => ({ id: r.id, status: r.status, email: r.user.email, first_name: r.user.first_name, last_name: r.user.last_name, created_at: r.created_at }));
          console.log(JSON.stringify({ guest_list: entries.map((e) => e.email), requests: people }));
          return;
        }
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
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = addFlags.parse(raw);
      await withCtx(async (ctx) => {
        const event = await eventBySlug(ctx, flags.event);
        const { created, email } = await addWhitelistEntry(ctx, event.id, flags.email);
        if (flags.json) return console.log(JSON.stringify({ email, added: created }));
        console.log(created ? `Added ${email} to the guest list of "${event.lp_url}".` : `${email} is already on the guest list of "${event.lp_url}".`);
      });
    });
}
