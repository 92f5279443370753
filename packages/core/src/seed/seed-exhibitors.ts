import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import { forkPrng } from './prng.ts';
import { slugify } from './slugify.ts';
import { pickPersonName } from './pools-people.ts';
import { companies, companyScopes, exhibitorTagValues } from './pools-companies.ts';
import { pickParagraph } from './pools-texts.ts';
import { perLanguage, type LocalText } from './per-language.ts';
import { companyScopeWords } from './demo-translations/company-scope-words.ts';
import type { EventScope } from './seed-scope.ts';

export const demoExhibitorCount = 12;

/** 12 exhibitors (the first three VIP) with 1–3 tags and 1–2 contact people each. */
export async function seedExhibitors(scope: EventScope, componentId: number): Promise<{ exhibitorIds: number[] }> {
  const { db, eventId } = scope;
  const r = forkPrng(scope.seed, 'exhibitors');
  const tagIds = await insertChunked(
    db,
    schema.exhibitor_tags,
    exhibitorTagValues.map((t) => ({ event_id: eventId, value: t.value, hex: t.hex })),
  );
  const names = r.sample(companies, demoExhibitorCount);
  const exhibitorIds = await insertChunked(
    db,
    schema.exhibitors,
    names.map((name, i) => {
      const slug = slugify(name);
      const vip = i < 3;
      const scope = r.pick(companyScopes);
      const about = pickParagraph(r, 2, 3);
      const scopeText: LocalText = (_w, locale) => (locale ? companyScopeWords[locale][scope]! : scope);
      return {
        event_id: eventId,
        event_component_id: componentId,
        vip,
        order: i + 1,
        name,
        scope_description: scope,
        description: about(null),
        for_logged_contact: r.chance(0.5),
        for_logged_sm: r.chance(0.3),
        email: `booth@${slug}.demo.foyer.test`,
        www: `https://${slug}.demo.foyer.test`,
        phone: String(r.int(500_000_000, 799_999_999)),
        phone_country_code: '+48',
        linked_profile: `https://www.linkedin.com/company/${slug}`,
        // Company marks drawn for this repository (apps/web/public/media/logos).
        picture: `/media/logos/logo-${String((i % 12) + 1).padStart(2, '0')}.svg`,
        promotion_film_url: vip ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' : null,
        translations: perLanguage({ scope_description: scopeText, description: about }),
      };
    }),
  );
  await insertChunked(
    db,
    schema.exhibitor_tag_links,
    exhibitorIds.flatMap((exhibitor_id) =>
      r.sample(tagIds, r.int(1, 3)).map((exhibitor_tag_id) => ({ event_id: eventId, exhibitor_id, exhibitor_tag_id })),
    ),
  );
  await insertChunked(
    db,
    schema.exhibitor_contact_people,
    exhibitorIds.flatMap((exhibitor_id, i) =>
      Array.from({ length: r.int(1, 2) }, (_, k) => {
        const person = pickPersonName(r);
        return {
          event_id: eventId,
          exhibitor_id,
          order: k + 1,
          ...person,
          description: k === 0 ? 'Booth manager' : 'Sales',
          email: `${slugify(person.first_name)}@${slugify(names[i]!)}.demo.foyer.test`,
        };
      }),
    ),
  );
  return { exhibitorIds };
}
