import { useActionData, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/hunt';
import { huntPageAction, loadHuntPage } from '../../features/games/games.server';
import { HuntPage } from '../../features/games/hunt-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

export { ErrorBoundary } from '../component/component';

/** `component/:componentId/treasure-hunt/:huntId`: one treasure hunt to play (issue #19). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadHuntPage(context.ctx, request, params);
}

/** A scan: the camera's read or the typed code (a form that works without JavaScript too). */
export function action({ request, params, context }: Route.ActionArgs) {
  return huntPageAction(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.treasure_hunt.name);
}

export default function HuntRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const answer = useActionData<typeof action>();
  return <HuntPage data={loaderData} answer={answer} basePath={layout?.basePath ?? ''} />;
}
