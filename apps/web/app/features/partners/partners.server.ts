import { componentScope } from '../components/component-scope.server';
import { listPartnerCategories } from '@foyer/core/content/partners';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';

/** Partner categories in order, each with the partners the screen shows (logo, name, www). */
export async function loadPartners({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'partners');
  const categories = await listPartnerCategories(ctx, scope);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      level: c.level,
      partners: c.partners.map((p) => ({ id: p.id, name: p.name, logo: p.picture ?? null, www: p.www ?? null })),
    })),
  };
}

export type PartnersData = Awaited<ReturnType<typeof loadPartners>>;
