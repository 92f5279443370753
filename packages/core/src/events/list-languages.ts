import { schema } from '@foyer/db';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

/** SPEC §3 event language: lang_code and default_lang. */
export async function listLanguages(ctx: Pick<Ctx, 'db'>, eventId: number) {
  const rows = await ctx.db
    .select({ lang_code: schema.event_languages.lang_code, default_lang: schema.event_languages.default_lang })
    .from(schema.event_languages)
    .where(eq(schema.event_languages.event_id, eventId))
    .orderBy(asc(schema.event_languages.id));
  return rows;
}

export type EventLanguage = Awaited<ReturnType<typeof listLanguages>>[number];
