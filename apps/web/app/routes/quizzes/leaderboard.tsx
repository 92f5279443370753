import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/leaderboard';
import { loadLeaderboard } from '../../features/quizzes/quizzes.server';
import { LeaderboardPage } from '../../features/quizzes/results-pages';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

export { ErrorBoundary } from '../component/component';

/** `leaderboard/:quizUuid` (SPEC §2): a quiz's public leaderboard; the uuid is the key, no sign-in needed. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLeaderboard(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.survey_quiz.name);
}

export default function LeaderboardRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <LeaderboardPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
