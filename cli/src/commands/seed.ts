import type { Command } from 'commander';
import { z } from 'zod';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { AppError } from '@foyer/core/errors';
import { openCliDb } from '../open-context.ts';
import { progressReporter } from '../progress.ts';

const seedFlags = z.object({
  seed: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(2 ** 31 - 1).default(1),
  attendees: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(100_000).default(25),
});

export function registerSeed(program: Command) {
  program
    .command('seed')
    .description('Create the demo organization and the event at /demo with realistic content.')
    .option('--seed <n>', 'random seed; the same seed always produces the same data', '1')
    .option('--attendees <n>', 'how many attendees to create (volume testing)', '25')
    .action(async (raw: Record<string, string>) => {
      const flags = seedFlags.parse(raw);
      const db = await openCliDb();
      try {
        if (await findEventByUrlSuffix({ db: db.db }, 'demo')) {
          throw new AppError('common.validation', 'The demo event already exists (slug "demo"); seed a fresh database instead.');
        }
        const { seedDemo } = await import('@foyer/core/seed/index');
        const progress = progressReporter('Seeding');
        const result = await seedDemo(db.db, { ...flags, qrSecret: db.config.sessionSecret, onProgress: progress.update });
        progress.done(`Seeded event "${result.slug}" (id ${result.eventId}) with ${flags.attendees} attendees. Open ${db.config.publicUrl}/${result.slug}`);
      } finally {
        await db.close();
      }
    });
}
