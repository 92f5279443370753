import { useParams, useRouteLoaderData } from 'react-router';
import type { loader as layoutLoader } from '../../routes/event/layout.tsx';

/** The event layout's data (event, basePath) for the route set this screen is in. */
export function useEventLayout() {
  const params = useParams();
  return useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
}

export function useBasePath(): string {
  return useEventLayout()?.basePath ?? '';
}
