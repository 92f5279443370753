import type { Command } from 'commander';
import { createEvent } from '@foyer/core/events/index';
import { openCliDb } from '../open-context.ts';

const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

export function registerEventCreate(program: Command) {
  const event = program.command('event').description('Manage events.');
  event
    .command('create')
    .description('Create an event (and its organization if it does not exist yet).')
    .requiredOption('--title <title>', 'event title')
    .requiredOption('--slug <slug>', 'url suffix: the event is served at /<slug>')
    .requiredOption('--start <date>', 'start, ISO 8601 (e.g. 2027-06-01T09:00:00+02:00)')
    .requiredOption('--end <date>', 'end, ISO 8601')
    .option('--organization <slug>', 'owning organization (created if missing)', 'default')
    .option('--organization-name <name>', 'display name for a new organization')
    .option('--timezone <tz>', 'IANA time zone', 'Europe/Warsaw')
    .option('--languages <list>', 'comma-separated locales offered (bg,cs,de,en,fr,hu,pl,ro,ru)', 'en')
    .option('--default-language <locale>', 'default locale (one of --languages)')
    .option('--access-mode <mode>', 'none | close | whitelist', 'none')
    .option('--json', 'print the created event as JSON')
    .action(async (o: Record<string, string> & { json?: boolean }) => {
      const db = await openCliDb();
      try {
        const created = await createEvent(
          { db: db.db },
          {
            organization_slug: o.organization!,
            organization_name: o.organizationName,
            title: o.title!,
            lp_url: o.slug!,
            start_date: o.start as unknown as Date,
            end_date: o.end as unknown as Date,
            timezone: o.timezone,
            languages: list(o.languages ?? 'en') as never,
            default_language: o.defaultLanguage as never,
            access_mode_type: o.accessMode as never,
          },
        );
        const url = `${db.config.publicUrl}/${created.lp_url}`;
        if (o.json) console.log(JSON.stringify({ id: created.id, slug: created.lp_url, title: created.title, url }));
        else console.log(`Created event "${created.title}" (id ${created.id}) at ${url}`);
      } finally {
        await db.close();
      }
    });
}
