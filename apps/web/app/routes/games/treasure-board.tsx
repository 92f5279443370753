import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/treasure-board';
import { loadTreasureBoard } from '../../features/games/games.server';
import { TreasureBoardPage } from '../../features/games/treasure-board-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

export { ErrorBoundary } from '../component/component';

/** `treasure-hunt/:treasureUuid` (SPEC §2): a hunt's public leaderboard; the uuid is the key, no sign-in needed. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadTreasureBoard(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.treasure_hunt.name);
}

export default function TreasureBoardRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <TreasureBoardPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
