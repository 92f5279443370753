import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/session-attendees';
import { ErrorPage } from '../../components/error-page';
import { sessionAttendeesLoader } from '../../features/attendees/session-attendees.server';
import { SessionAttendeesPage } from '../../features/attendees/session-attendees-page';
import type { loader as layoutLoader } from '../event/layout';
import { dataTitledMeta } from '../../components/page-meta';

/** `component/:componentId/agenda_sessions/:sessionId` (SPEC §2): attendees of one session. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return sessionAttendeesLoader(context.ctx, request, params);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return dataTitledMeta(matches, d?.session.name);
}

export default function SessionAttendeesRoute({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  return <SessionAttendeesPage data={loaderData} basePath={layout?.basePath ?? ''} />;
}

/** A list that fails to load keeps the event's menu around the translated error. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const code = isRouteErrorResponse(error) ? (error.data as { code?: string } | undefined)?.code : undefined;
  return <ErrorPage status={status} code={code} />;
}
