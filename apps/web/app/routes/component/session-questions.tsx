import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/session-questions';
import { questionsAction, questionsLoader } from '../../features/discussion/discussion.server';
import { QuestionsPage } from '../../features/discussion/questions-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

/** A failing load keeps the event's top bar around the translated error (the component screens' boundary). */
export { ErrorBoundary } from './component';

/** `component/:componentId/agenda_sessions/:sessionId/questions`: a session's Q&A. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return questionsLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return questionsAction(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.session.name);
}

export default function SessionQuestionsRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <QuestionsPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
