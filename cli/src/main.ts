import { Command, CommanderError } from 'commander';
import { reportError } from './report-error.ts';

type Register = (program: Command) => void;

/**
 * Each top-level command and the module that registers it. Only the command being run is
 * loaded (the invoice generator's PDF fonts are not read to list events); `--help`, no command
 * or an unknown one loads them all, so the help and "unknown command" list every one.
 */
const commands: Record<string, () => Promise<Register>> = {
  migrate: async () => (await import('./commands/migrate.ts')).registerMigrate,
  seed: async () => (await import('./commands/seed.ts')).registerSeed,
  event: async () => (await import('./commands/event-create.ts')).registerEventCreate,
  whitelist: async () => (await import('./commands/whitelist.ts')).registerWhitelist,
  admin: async () => (await import('./commands/admin-grant.ts')).registerAdmin,
  checkins: async () => (await import('./commands/checkins-export.ts')).registerCheckins,
  events: async () => (await import('./commands/events-list.ts')).registerEventsList,
  invoices: async () => (await import('./commands/invoices.ts')).registerInvoices,
  jobs: async () => (await import('./commands/jobs-status.ts')).registerJobs,
};

/** `--json` anywhere before a lone `--`: errors are JSON on standard output too, usage mistakes included. */
const argv = process.argv.slice(2);
const json = (argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv).includes('--json');

const program = new Command()
  .name('foyer')
  .description('Operate a Foyer installation: database migrations, demo data, events, guest lists, administrators, door check-ins, the CSV invoice generator.')
  .showHelpAfterError('(run with --help for usage)')
  .exitOverride()
  .configureOutput({
    outputError: (text, write) => (json ? console.log(JSON.stringify({ errors: [{ message: text.replace(/^error: /, '').trim() }] })) : write(text)),
  });

try {
  const named = process.argv[2];
  const wanted = named !== undefined && Object.hasOwn(commands, named) ? [commands[named]!] : Object.values(commands);
  for (const register of await Promise.all(wanted.map((load) => load()))) register(program);
  await program.parseAsync(process.argv);
} catch (err) {
  // A usage mistake (unknown option, missing argument…) is bad input: exit 2, as every other; help exits 0.
  if (err instanceof CommanderError) process.exit(err.exitCode === 0 ? 0 : 2);
  process.exit(reportError(err, { json }));
}
