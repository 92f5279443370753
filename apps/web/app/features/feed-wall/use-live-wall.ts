import { useEffect, useRef } from 'react';
import { useFetchers, useRevalidator } from 'react-router';
import { connectRealtime } from '../notifications/realtime-connection.ts';

/** While the event's stream is down, the wall looks for changes this often (SPEC §9 polls). */
const POLL_MS = 5_000;
/** A change heard while something is being sent is fetched once that is done. */
const RETRY_MS = 500;

/**
 * Keeps an open wall current without a reload: the event's live stream (`/realtime/events/{id}`,
 * SSE) says when a post, like or comment of this wall changed, and the wall's data is fetched
 * again; while the stream is down the page polls instead, and stops once it is back
 * (connectRealtime). Nothing is fetched while the tab is hidden; a change heard then is fetched
 * when it is shown again.
 */
export function useLiveWall(eventId: number, componentId: number) {
  const revalidator = useRevalidator();
  const busy = useFetchers().some((f) => f.state !== 'idle');
  const now = useRef({ revalidator, busy });
  useEffect(() => {
    now.current = { revalidator, busy };
  });

  useEffect(() => {
    let pending = false;
    const refresh = async () => {
      const { revalidator: r, busy: sending } = now.current;
      if (document.visibilityState !== 'visible' || r.state !== 'idle' || sending) {
        pending = true;
        return;
      }
      pending = false;
      await r.revalidate();
    };
    const retry = setInterval(() => pending && void refresh(), RETRY_MS);
    const shown = () => pending && void refresh();
    document.addEventListener('visibilitychange', shown);
    const connection =
      typeof EventSource === 'undefined'
        ? null
        : connectRealtime({
            open: () => new EventSource(`/api/v1/realtime/events/${eventId}`, { withCredentials: true }),
            poll: refresh,
            intervalMs: POLL_MS,
            events: ['feed_wall'],
            onMessage: (_type, data) => {
              if ((data as { component_id?: unknown } | null)?.component_id === componentId) void refresh();
            },
          });
    return () => {
      clearInterval(retry);
      document.removeEventListener('visibilitychange', shown);
      connection?.stop();
    };
  }, [eventId, componentId]);
}
