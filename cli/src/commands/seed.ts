import type { Command } from 'commander';
import { z } from 'zod';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { AppError } from '@foyer/core/errors';
import { openCliDb } from '../open-context.ts';
import { progressReporter } from '../progress.ts';
import { wholeNumber } from '../flags.ts';

const seedFlags = z.object({
  seed: wholeNumber('must be a whole number'),
  attendees: wholeNumber('must be a whole number from 0 to 100000', { max: 100_000 }),
  json: z.boolean().default(false),
});

export function registerSeed(program: Command) {
  program
    .command('seed')
    .description('Create the demo organization and the event at /demo with realistic content.')
    .option('--seed <n>', 'random seed; the same seed always produces the same data', '1')
    .option('--attendees <n>', 'how many attendees to create (volume testing)', '25')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, string>) => {
      const flags = seedFlags.parse(raw);
      const db = await openCliDb();
      try {
        if (await findEventByUrlSuffix({ db: db.db }, 'demo')) {
          throw new AppError('common.validation', 'The demo event already exists (slug "demo"); seed a fresh database instead.');
        }
        const { seedDemo } = await import('@foyer/core/seed/index');
        const progress = flags.json ? null : progressReporter('Seeding');
        const result = await seedDemo(db.db, { seed: flags.seed, attendees: flags.attendees, qrSecret: db.config.sessionSecret, onProgress: progress?.update });
        const url = `${db.config.publicUrl}/${result.slug}`;
        if (flags.json) console.log(JSON.stringify({ slug: result.slug, event_id: result.eventId, attendees: flags.attendees, url }));
        else progress!.done(`Seeded event "${result.slug}" (id ${result.eventId}) with ${flags.attendees} attendees. Open ${url}`);
      } finally {
        await db.close();
      }
    });
}
