import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/quiz-run';
import { loadQuizRun, quizRunAction } from '../../features/quizzes/quizzes.server';
import { QuizRunPage } from '../../features/quizzes/quiz-run-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

export { ErrorBoundary } from './component';

/** `component/:componentId/survey_quiz_component/:quizId`: one quiz or survey to take, then its result. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadQuizRun(context.ctx, request, params);
}

/** The run, sent whole (a form that works without JavaScript too). */
export function action({ request, params, context }: Route.ActionArgs) {
  return quizRunAction(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.quiz.name);
}

export default function QuizRunRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <QuizRunPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
