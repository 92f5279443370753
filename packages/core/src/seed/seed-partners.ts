import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import { forkPrng } from './prng.ts';
import { slugify } from './slugify.ts';
import { pickPersonName } from './pools-people.ts';
import { companies, mediaPartners, partnerTiers } from './pools-companies.ts';
import { pickParagraph } from './pools-texts.ts';
import { perLanguage } from './per-language.ts';
import type { EventScope } from './seed-scope.ts';

/** Gold / Silver / Media categories (levels 1..3) with their partners; gold ones get a contact. */
export async function seedPartners(scope: EventScope, componentId: number): Promise<void> {
  const { db, eventId } = scope;
  const r = forkPrng(scope.seed, 'partners');
  const categoryIds = await insertChunked(
    db,
    schema.partner_categories,
    partnerTiers.map((tier, i) => ({
      event_id: eventId,
      event_component_id: componentId,
      order: i + 1,
      level: tier.level,
      name: tier.name,
    })),
  );
  const sponsorNames = r.sample(companies, partnerTiers.reduce((n, t) => n + t.count, 0));
  const media = r.sample(mediaPartners, partnerTiers.find((t) => t.name === 'Media')?.count ?? 0);
  const rows: (typeof schema.partners.$inferInsert)[] = [];
  partnerTiers.forEach((tier, t) => {
    for (let i = 0; i < tier.count; i++) {
      const name = tier.name === 'Media' ? media[i]! : sponsorNames.pop()!;
      const slug = slugify(name);
      const about = pickParagraph(r, 1, 2);
      rows.push({
        event_id: eventId,
        partners_category_id: categoryIds[t]!,
        order: i + 1,
        name,
        subname: tier.name === 'Media' ? 'Media partner' : `${tier.name} partner`,
        description: about(null),
        translations: perLanguage({ description: about }),
        www: `https://${slug}.demo.foyer.test`,
        email: `partners@${slug}.demo.foyer.test`,
        // Company marks drawn for this repository, after the exhibitors' (apps/web/public/media/logos).
        picture: `/media/logos/logo-${String(((rows.length + 5) % 12) + 1).padStart(2, '0')}.svg`,
      });
    }
  });
  const partnerIds = await insertChunked(db, schema.partners, rows);
  const goldCount = partnerTiers[0]!.count;
  await insertChunked(
    db,
    schema.partner_contact_persons,
    partnerIds.slice(0, goldCount).map((partner_id, i) => {
      const person = pickPersonName(r);
      return {
        event_id: eventId,
        partner_id,
        order: 1,
        ...person,
        description: 'Partnership manager',
        email: `${slugify(person.first_name)}@${slugify(rows[i]!.name)}.demo.foyer.test`,
      };
    }),
  );
}
