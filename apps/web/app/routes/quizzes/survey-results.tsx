import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/survey-results';
import { loadSurveyResults } from '../../features/quizzes/quizzes.server';
import { SurveyResultsPage } from '../../features/quizzes/results-pages';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

export { ErrorBoundary } from '../component/component';

/** `survey-results/:surveyUuid` (SPEC §2): a survey's public results; the uuid is the key, no sign-in needed. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSurveyResults(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.survey_quiz.name);
}

export default function SurveyResultsRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <SurveyResultsPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
