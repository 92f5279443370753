import { Command, CommanderError } from 'commander';
import { registerMigrate } from './commands/migrate.ts';
import { registerSeed } from './commands/seed.ts';
import { registerEventCreate } from './commands/event-create.ts';
import { registerWhitelist } from './commands/whitelist.ts';
import { registerAdmin } from './commands/admin-grant.ts';
import { registerCheckins } from './commands/checkins-export.ts';
import { registerEventsList } from './commands/events-list.ts';
import { registerJobs } from './commands/jobs-status.ts';
import { registerInvoices } from './commands/invoices.ts';
import { reportError } from './report-error.ts';

const program = new Command()
  .name('foyer')
  .description('Operate a Foyer installation: database migrations, demo data, events, guest lists, administrators, door check-ins, the CSV invoice generator.')
  .showHelpAfterError('(run with --help for usage)')
  .exitOverride();

registerMigrate(program);
registerSeed(program);
registerEventCreate(program);
registerWhitelist(program);
registerAdmin(program);
registerCheckins(program);
registerEventsList(program);
registerInvoices(program);
registerJobs(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) process.exit(err.exitCode);
  process.exit(reportError(err));
}
