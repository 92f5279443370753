import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/leaderboard';
import { loadGamesLeaderboard } from '../../features/games/games.server';
import { GamesLeaderboardPage } from '../../features/games/games-leaderboard-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

export { ErrorBoundary } from '../component/component';

/** `component/:componentId/leaderboard`: the event's points from every game, or one per tab (issue #19). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGamesLeaderboard(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.component.label);
}

export default function GamesLeaderboardRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <GamesLeaderboardPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
