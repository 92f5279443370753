import type { Command } from 'commander';
import { z } from 'zod';
import { checkInRows } from '@foyer/core/checkin/list-check-ins';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { csvLines } from '@foyer/core/platform/csv-field';
import { openCliDb } from '../open-context.ts';
import { CliInputError } from '../report-error.ts';

const exportFlags = z.object({
  event: z.string({ error: 'is required' }).trim().min(1, 'is required'),
  state: z.enum(['all', 'in', 'out'], { error: 'must be all, in or out' }).default('all'),
  json: z.boolean().default(false),
});

/** `foyer checkins export`: the door's list as CSV on standard output (issue #16). */
export function registerCheckins(program: Command) {
  const checkins = program.command('checkins').description('Door check-in.');
  checkins
    .command('export')
    .description('Print the tickets valid for entry of an event as CSV (code, holder, ticket, checked in at, by), the latest check-ins first.')
    .requiredOption('--event <slug>', 'the event’s url suffix')
    .option('--state <state>', 'all | in (checked in) | out (not yet)', 'all')
    .option('--json', 'print the list as JSON (an array of the same fields) instead of CSV')
    .action(async (raw: Record<string, unknown>) => {
      const flags = exportFlags.parse(raw);
      const db = await openCliDb();
      try {
        const event = await findEventByUrlSuffix({ db: db.db }, flags.event);
        if (!event) throw new CliInputError('event', `no event with the slug "${flags.event}"`);
        const rows = await checkInRows({ db: db.db }, event.id, { state: flags.state });
        const fields = ['code', 'holder_name', 'ticket', 'checked_in_at', 'checked_in_by'] as const;
        if (flags.json) return console.log(JSON.stringify(rows.map((r) => ({ code: r.code, holder_name: r.holder_name, ticket: r.ticket_name, checked_in_at: r.checked_in_at, checked_in_by: r.checked_in_by }))));
        process.stdout.write(csvLines([...fields], rows.map((r) => [r.code, r.holder_name, r.ticket_name, r.checked_in_at, r.checked_in_by])));
      } finally {
        await db.close();
      }
    });
}
