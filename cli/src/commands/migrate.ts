import type { Command } from 'commander';
import { z } from 'zod';
import { openCliDb } from '../open-context.ts';

const migrateFlags = z.object({ json: z.boolean().default(false) });

export function registerMigrate(program: Command) {
  program
    .command('migrate')
    .description('Apply pending database migrations (the web server also does this at start-up).')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = migrateFlags.parse(raw);
      const db = await openCliDb({ migrate: false });
      try {
        const { migrate } = await import('@foyer/db');
        if (!flags.json) process.stderr.write(`Migrating the ${db.kind} database…\n`);
        await migrate(db);
        console.log(flags.json ? JSON.stringify({ database: db.kind, up_to_date: true }) : 'Database is up to date.');
      } finally {
        await db.close();
      }
    });
}
