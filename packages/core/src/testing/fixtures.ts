import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';

let counter = 0;

/** A minimal event with languages and components; each call makes a new slug. */
export async function insertEvent(
  ctx: Pick<Ctx, 'db'>,
  over: Partial<typeof schema.events.$inferInsert> & { languages?: { lang_code: string; default_lang?: boolean }[] } = {},
) {
  counter += 1;
  const { languages = [{ lang_code: 'en', default_lang: true }], ...fields } = over;
  const [org] = await ctx.db.insert(schema.organizations).values({ name: 'Test Org', slug: `org-${process.pid}-${counter}` }).returning();
  const [event] = await ctx.db
    .insert(schema.events)
    .values({
      organization_id: org!.id,
      title: `Test Event ${counter}`,
      lp_url: `event-${counter}`,
      start_date: new Date('2027-05-18T07:00:00Z'),
      end_date: new Date('2027-05-20T16:00:00Z'),
      ...fields,
    })
    .returning();
  if (languages.length) {
    await ctx.db.insert(schema.event_languages).values(languages.map((l) => ({ event_id: event!.id, lang_code: l.lang_code, default_lang: l.default_lang ?? false })));
  }
  return event!;
}

export async function insertComponent(ctx: Pick<Ctx, 'db'>, eventId: number, component_name: (typeof schema.componentNames)[number], order = 0) {
  const [c] = await ctx.db.insert(schema.components).values({ event_id: eventId, component_name, label: component_name, order }).returning();
  return c!;
}
