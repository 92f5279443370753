import { getExhibitor, listExhibitors } from '@foyer/core/content/exhibitors';
import { isAppError } from '@foyer/core/errors';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';
import { componentScope } from '../components/component-scope.server';
import { idFrom } from '@foyer/core/platform/input-vocabulary';

/**
 * The exhibitors screen (SPEC §9: VIP section first, then all by order) and, with
 * `?exhibitor=`, the exhibitor dialog's details (null for an id that is not in this component).
 */
export async function loadExhibitors({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'exhibitors');
  const wanted = idFrom(new URL(request.url).searchParams.get('exhibitor'));
  const [exhibitors, selected] = await Promise.all([
    listExhibitors(ctx, scope),
    wanted !== null
      ? getExhibitor(ctx, scope, wanted).catch((err: unknown) => {
          if (isAppError(err)) return null;
          throw err;
        })
      : null,
  ]);
  return { exhibitors, selected };
}

export type ExhibitorsData = Awaited<ReturnType<typeof loadExhibitors>>;

/** One exhibitor's page: attachments and contact users come with the details. */
export async function loadExhibitor({ ctx, request, event, component }: ScreenLoaderArgs, exhibitorId: number) {
  const scope = await componentScope(ctx, request, event, component.id, 'exhibitors');
  return getExhibitor(ctx, scope, exhibitorId);
}

export type ExhibitorData = Awaited<ReturnType<typeof loadExhibitor>>;
