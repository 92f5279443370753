import { getExhibitor, listExhibitors } from '@foyer/core/content/exhibitors';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { componentScope } from '../components/component-scope.server';

/** The exhibitors screen (SPEC §9: VIP section first, then all by order). */
export async function loadExhibitors({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'exhibitors');
  const exhibitors = await listExhibitors(ctx, scope);
  return { exhibitors };
}

export type ExhibitorsData = Awaited<ReturnType<typeof loadExhibitors>>;

/** One exhibitor's page: attachments and contact users come with the details. */
export async function loadExhibitor({ ctx, request, event, component }: ScreenLoaderArgs, exhibitorId: number) {
  const scope = await componentScope(ctx, request, event, component.id, 'exhibitors');
  return getExhibitor(ctx, scope, exhibitorId);
}

export type ExhibitorData = Awaited<ReturnType<typeof loadExhibitor>>;
