import { listResources } from '@foyer/core/resources/list-resources';
import { componentScope } from '../components/component-scope.server';
import type { ScreenLoaderArgs } from '../components/screen-loaders.server';

/** The resources screen; guests also learn how many items a login would show. */
export async function loadResources({ ctx, request, event, component }: ScreenLoaderArgs) {
  const scope = await componentScope(ctx, request, event, component.id, 'resources');
  return { ...(await listResources(ctx, scope)), signedIn: scope.viewer !== null };
}

export type ResourcesData = Awaited<ReturnType<typeof loadResources>>;
