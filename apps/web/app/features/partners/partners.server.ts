import { componentScope } from '../components/component-scope.server';
import { listPartnerCategories } from '@foyer/core/content/partners';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { eventWords } from '../../server/request-event.server.ts';

const socialKeys = ['facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile'] as const;

/**
 * Partner categories in order, each with its partners: logo, name and www for the grid, and the
 * details behind "more" (contact data and socials are already null for guests when the partner's
 * for_logged_contact / for_logged_sm flags say so, SPEC §6).
 */
export async function loadPartners({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'partners');
  const [categories, words] = await Promise.all([listPartnerCategories(ctx, scope), eventWords(ctx, request, event)]);
  // Category names, subnames and contact roles are the organizer's short words ("Gold", "Media
  // partner"): translated by the event's dictionary; descriptions by each partner's translations.
  const said = (text: string | null | undefined) => (text ? words(text) : null);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: words(c.name),
      level: c.level,
      partners: c.partners.map((p) => ({
        id: p.id,
        name: p.name,
        subname: said(p.subname),
        description: p.description ?? null,
        logo: p.picture ?? null,
        www: p.www ?? null,
        email: p.email ?? null,
        phone: p.phone ? [p.phone_country_code, p.phone].filter(Boolean).join(' ') : null,
        socials: socialKeys.filter((k) => p[k]).map((k) => ({ key: k, url: p[k]! })),
        people: p.partner_contact_persons.map((x) => ({
          id: x.id, name: `${x.first_name} ${x.last_name}`, description: said(x.description), email: x.email ?? null,
          phone: x.phone ? [x.phone_country_code, x.phone].filter(Boolean).join(' ') : null,
        })),
      })),
    })),
  };
}

export type PartnersData = Awaited<ReturnType<typeof loadPartners>>;
