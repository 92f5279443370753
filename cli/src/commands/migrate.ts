import type { Command } from 'commander';
import { openCliDb } from '../open-context.ts';

export function registerMigrate(program: Command) {
  program
    .command('migrate')
    .description('Apply pending database migrations (the web server also does this at start-up).')
    .action(async () => {
      const db = await openCliDb({ migrate: false });
      const { migrate } = await import('@foyer/db');
      process.stderr.write(`Migrating the ${db.kind} database…\n`);
      await migrate(db);
      await db.close();
      console.log('Database is up to date.');
    });
}
