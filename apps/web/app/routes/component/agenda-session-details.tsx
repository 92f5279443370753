import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/agenda-session-details';
import { sessionDetailsAction, sessionDetailsLoader } from '../../features/agenda/session-details.server';
import { SessionDetailsPage } from '../../features/agenda/session-details-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

/** A failing load keeps the event's top bar around the translated error (the component screens' boundary). */
export { ErrorBoundary } from './component';

/** `component/:componentId/agenda_sessions/:sessionId/details`: one agenda session. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return sessionDetailsLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return sessionDetailsAction(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.session.name);
}

export default function AgendaSessionDetailsRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <SessionDetailsPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}
