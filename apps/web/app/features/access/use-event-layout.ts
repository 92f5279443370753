import { useParams, useRouteLoaderData } from 'react-router';
import type { loader as layoutLoader } from '../../routes/event/layout.tsx';

/** The event layout's data (event, basePath) for whichever route set this screen is in. */
export function useEventLayout() {
  const params = useParams();
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return { event: layout?.event ?? null, basePath: layout?.basePath ?? '' };
}
