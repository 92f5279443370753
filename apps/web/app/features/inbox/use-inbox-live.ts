import { useEffect, useRef } from 'react';
import { useFetchers, useRevalidator } from 'react-router';
import { connectRealtime } from '../notifications/realtime-connection.ts';
import { STREAM_URL } from '../notifications/live-notifications.ts';

/** SPEC §9: the inbox polls every 30 s while its stream is down. */
export const INBOX_POLL_MS = 30_000;

/**
 * Keeps the page's inbox data current (the top bar's count, an open list or thread): the
 * viewer's own stream (`/realtime/me`) says a thread of this event changed — ids only — and the
 * page's loaders run again; while the stream is down they run every 30 s. Nothing is fetched
 * while a form is being sent or the tab is hidden; a change heard then is fetched afterwards.
 */
export function useInboxLive(eventId: number) {
  const revalidator = useRevalidator();
  const busy = useFetchers().some((f) => f.state !== 'idle');
  const now = useRef({ revalidator, busy });
  useEffect(() => {
    now.current = { revalidator, busy };
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
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
    const retry = setInterval(() => pending && void refresh(), 500);
    const shown = () => pending && void refresh();
    document.addEventListener('visibilitychange', shown);
    const connection = connectRealtime({
      open: () => new EventSource(STREAM_URL, { withCredentials: true }),
      poll: refresh,
      intervalMs: INBOX_POLL_MS,
      events: ['inbox'],
      onMessage: (_type, msg) => {
        if ((msg as { event_id?: unknown } | null)?.event_id === eventId) void refresh();
      },
    });
    return () => {
      clearInterval(retry);
      document.removeEventListener('visibilitychange', shown);
      connection.stop();
    };
  }, [eventId]);
}
