import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/photo-booth';
import { photoBoothAction, photoBoothLoader } from '../../features/photo-booth/photo-booth.server';
import { PhotoBoothPage } from '../../features/photo-booth/photo-booth-page';
import type { loader as layoutLoader } from '../event/layout';
import { screenMeta, type TitledHandle } from '../../components/page-meta';

/** A failing load keeps the event's top bar around the translated error (the component screens' boundary). */
export { ErrorBoundary } from './component';

/** `component/:componentId/photo-booth` (SPEC §2 "photo booth"): the games component's photo booth. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return photoBoothLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return photoBoothAction(context.ctx, request, params);
}

/** Titled by what it is, "Photo booth · Event", not by its component's label ("Games"), which the hub's tab already says. */
export const handle = { title: 'photobooth:title' } satisfies TitledHandle;
export const meta = screenMeta;

export default function PhotoBoothRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <PhotoBoothPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
