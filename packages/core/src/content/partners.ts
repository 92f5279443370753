import { schema } from '@foyer/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { ContentScope } from './content-scope.ts';
import { hideFromGuests, translated } from './visibility.ts';

/** Categories by order then level, each with its partners by order and their contact persons. */
export async function listPartnerCategories(ctx: Pick<Ctx, 'db'>, scope: ContentScope & { componentId: number }) {
  const c = schema.partner_categories;
  const p = schema.partners;
  const cp = schema.partner_contact_persons;
  const categories = await ctx.db
    .select({ id: c.id, event_component_id: c.event_component_id, order: c.order, level: c.level, name: c.name })
    .from(c)
    .where(eq(c.event_component_id, scope.componentId))
    .orderBy(asc(c.order), asc(c.level), asc(c.id));
  const catIds = categories.map((x) => x.id);
  const partners = catIds.length
    ? await ctx.db.select().from(p).where(inArray(p.partners_category_id, catIds)).orderBy(asc(p.order), asc(p.name), asc(p.id))
    : [];
  const partnerIds = partners.map((x) => x.id);
  const people = partnerIds.length
    ? await ctx.db.select().from(cp).where(inArray(cp.partner_id, partnerIds)).orderBy(asc(cp.order), asc(cp.id))
    : [];
  return categories.map((cat) => ({
    ...cat,
    partners: partners
      .filter((x) => x.partners_category_id === cat.id)
      .map((partner) => {
        const mine = people.filter((x) => x.partner_id === partner.id).map(({ event_id: _e, partner_id: _p, ...x }) => x);
        const hidden = hideFromGuests(translated(partner, scope.locale, ['description'] as const), mine, scope.viewer);
        const { event_id: _e, created_at: _c, translations: _t, ...rest } = hidden.row;
        return { ...rest, partner_contact_persons: hidden.people };
      }),
  }));
}
