import { useEffect, useRef } from 'react';
import { useFetchers, useRevalidator } from 'react-router';
import { connectRealtime } from './realtime-connection.ts';

/** A change heard while something is being sent is fetched once that is done. */
const RETRY_MS = 500;
/** A stream open within this long of the page's start needs no catch-up load (connectRealtime freshMs). */
const FRESH_MS = 5_000;

export interface LiveRefreshOptions {
  eventId: number;
  /** The stream to hear (default: the event's, `/api/v1/realtime/events/{eventId}`). */
  url?: string;
  /** The SSE event types that may concern the page (`feed_wall`, `agenda_question`, …). */
  events: string[];
  /** Whether a message concerns what the page shows (its component, its session). */
  concerns: (data: unknown) => boolean;
  /** While the stream is down, the page looks for changes this often (SPEC §9 polls). */
  pollMs: number;
  /**
   * Hear another connection of the page instead of opening one (live-notifications rideStream:
   * the bell's /realtime/me); its polling rounds while down are this page's too.
   */
  ride?: (rider: { onMessage: (data: unknown) => void; onPoll: () => void }) => () => void;
}

/**
 * Keeps an open page current without a reload: the event's live stream (`/realtime/events/{id}`,
 * SSE) says when something the page shows changed, and the page's data is fetched again; while
 * the stream is down the page polls instead, and stops once it is back (connectRealtime).
 * Nothing is fetched while the tab is hidden; a change heard then is fetched when it is shown
 * again. The messages name what changed, never its content: what a viewer may see is decided
 * by the loaders.
 */
export function useLiveRefresh({ eventId, url, events, concerns, pollMs, ride }: LiveRefreshOptions) {
  const matcher = useRef(concerns);
  useEffect(() => {
    matcher.current = concerns;
  });
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
      // Offline (a door without network), loading again would only replace the page with an error.
      if (document.visibilityState !== 'visible' || r.state !== 'idle' || sending || navigator.onLine === false) {
        pending = true;
        return;
      }
      pending = false;
      await r.revalidate();
    };
    const retry = setInterval(() => pending && void refresh(), RETRY_MS);
    const shown = () => pending && void refresh();
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('online', shown);
    const unride = ride?.({ onMessage: (data) => matcher.current(data) && void refresh(), onPoll: () => void refresh() });
    const connection =
      ride || typeof EventSource === 'undefined'
        ? null
        : connectRealtime({
            open: () => new EventSource(url ?? `/api/v1/realtime/events/${eventId}`, { withCredentials: true }),
            poll: refresh,
            intervalMs: pollMs,
            freshMs: FRESH_MS,
            events,
            onMessage: (_type, data) => {
              if (matcher.current(data)) void refresh();
            },
          });
    return () => {
      clearInterval(retry);
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('online', shown);
      connection?.stop();
      unride?.();
    };
    // `events` is a literal at each call site, `ride` a module's function: their contents, not identities, matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, url, pollMs, events.join(','), Boolean(ride)]);
}
