import type { Command } from 'commander';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { openCliDb } from '../open-context.ts';

const listFlags = z.object({ json: z.boolean().optional() });

/** `foyer events list`: every event of the installation, for the operator's other commands' --event. */
export function registerEventsList(program: Command) {
  program
    .command('events')
    .description('List events.')
    .command('list')
    .description('Every event: slug (the --event of other commands), title, organization, dates and access mode, earliest first.')
    .option('--json', 'print the events as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = listFlags.parse(raw);
      const db = await openCliDb();
      try {
        const e = schema.events;
        const rows = await db.db
          .select({ slug: e.lp_url, title: e.title, organization: schema.organizations.slug, start_date: e.start_date, end_date: e.end_date, access_mode: e.access_mode_type })
          .from(e)
          .innerJoin(schema.organizations, eq(schema.organizations.id, e.organization_id))
          .orderBy(asc(e.start_date), asc(e.lp_url));
        const events = rows.map((r) => ({ ...r, start_date: r.start_date?.toISOString() ?? null, end_date: r.end_date?.toISOString() ?? null }));
        if (flags.json) {
          console.log(JSON.stringify(events));
          return;
        }
        if (!events.length) {
          console.log('No events yet: npm run foyer -- event create --help');
          return;
        }
        for (const ev of events) console.log(`${ev.slug}\t${ev.title}\t${ev.organization}\t${ev.start_date?.slice(0, 10) ?? '—'} – ${ev.end_date?.slice(0, 10) ?? '—'}\t${ev.access_mode}`);
      } finally {
        await db.close();
      }
    });
}
