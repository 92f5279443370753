import { useParams, useRouteLoaderData } from 'react-router';
import type { loader as layoutLoader } from '../../routes/event/layout.tsx';
import { POLL_MS, rideStream, type RIDER_EVENTS, STREAM_URL } from './live-notifications.ts';
import { useLiveRefresh } from './use-live-refresh.ts';

/**
 * Keeps a screen of the viewer's own things (friends, meetings) current without a reload: the
 * viewer's stream (`/realtime/me`) says that something of `type` changed in this event — ids
 * only — and the screen's loaders run again; while the stream is down they run every 30 s. With
 * the notification bell on the page its connection carries these messages too (one connection
 * per page; a browser keeps six to a host, across tabs).
 */
export function useLiveUserScreen(eventId: number, type: Exclude<(typeof RIDER_EVENTS)[number], 'inbox'>) {
  const params = useParams();
  const layout = useRouteLoaderData<typeof layoutLoader>(params.slug ? 'slug:event' : 'host:event');
  const shared = Boolean(layout?.notifications);
  useLiveRefresh({
    eventId,
    url: STREAM_URL,
    events: [type],
    pollMs: POLL_MS,
    concerns: (m) => (m as { event_id?: unknown } | null)?.event_id === eventId,
    ride: shared ? (rider) => rideStream(type, rider) : undefined,
  });
}
