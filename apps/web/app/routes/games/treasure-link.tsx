import { useActionData, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/treasure-link';
import { loadTreasureLink, treasureLinkAction } from '../../features/games/games.server';
import { TreasureLinkPage } from '../../features/games/treasure-link-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

export { ErrorBoundary } from '../component/component';

/** `treasure/:token`: the address in a printed treasure QR, opened by the phone's own camera app (issue #19). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadTreasureLink(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return treasureLinkAction(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return [...dataTitledMeta(matches, d?.hunt?.name), { name: 'robots', content: 'noindex' }];
}

export default function TreasureLinkRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const answer = useActionData<typeof action>();
  return <TreasureLinkPage data={loaderData} answer={answer} basePath={layout?.basePath ?? ''} />;
}
