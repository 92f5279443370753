import { useRouteLoaderData } from 'react-router';
import { screenTitle, type TitledHandle } from '../../components/page-meta';
import type { Route } from './+types/event-info';
import { routeEvent } from '../../features/access/route-event.server.ts';
import { webViewer } from '../../session/web-session.server.ts';
import { EventInfoScreen } from '../../features/dashboard/event-info-screen.tsx';
import type { loader as layoutLoader } from '../event/layout';
import type { loader as rootLoader } from '../../root';

export const handle = { title: 'dashboard:info.title' } satisfies TitledHandle;

/**
 * SPEC §2 "event info". The event comes from the layout's loader; this one adds the server's
 * clock (the countdown's first render matches the HTML) and whether the visitor is signed in.
 * It shows what the public landing page shows, so it is open to guests like that page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const { event } = await routeEvent(ctx, request, params.slug);
  const { viewer } = await webViewer(ctx, request);
  return { now: ctx.clock.now().toISOString(), loggedIn: viewer !== null, title: event.title };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return data ? [{ title: screenTitle(matches, data.title) }] : [];
}

export default function EventInfo({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!layout) return null;
  return (
    <EventInfoScreen
      event={layout.event}
      components={layout.components}
      basePath={layout.basePath}
      locale={root?.locale ?? 'en'}
      now={loaderData.now}
      loggedIn={loaderData.loggedIn}
    />
  );
}
