import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/discussion-sessions';
import { sessionListsAction, sessionListsLoader } from '../../features/discussion/discussion.server';
import { SessionListsPage } from '../../features/discussion/session-lists-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

/** A failing load keeps the event's top bar around the translated error (the component screens' boundary). */
export { ErrorBoundary } from './component';

/** `component/:componentId/questions`: the agenda's sessions that take questions. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return sessionListsLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return sessionListsAction(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.component.label);
}

export default function DiscussionSessionsRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <SessionListsPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
