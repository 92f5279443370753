import { openComponentScope } from '@foyer/core/content/content-scope';
import { listPartnerCategories } from '@foyer/core/content/partners';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { readAccessCode } from '../access/access-code-cookie.server.ts';
import { requestLocale } from '../profile/request-locale.server.ts';
import { requireEventAccess } from '../../server/require-access.server.ts';

/** Partner categories in order, each with the partners the screen shows (logo, name, www). */
export async function loadPartners({ ctx, request, event, component }: ScreenLoaderArgs) {
  const { viewer } = await requireEventAccess(ctx, request, event);
  const scope = await openComponentScope(
    ctx,
    { eventId: event.id, viewer, locale: await requestLocale(ctx, request, event), accessCode: await readAccessCode(ctx, request, event.id), componentId: component.id },
    'partners',
  );
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
