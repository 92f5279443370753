import { useLiveRefresh } from '../notifications/use-live-refresh.ts';
import { rideStream, STREAM_URL } from '../notifications/live-notifications.ts';

/** SPEC §9: the inbox polls every 30 s while its stream is down. */
export const INBOX_POLL_MS = 30_000;

const rideInbox = (rider: { onMessage: (data: unknown) => void; onPoll: () => void }) => rideStream('inbox', rider);

/**
 * Keeps the page's inbox data current (the top bar's count, an open list or thread): the
 * viewer's own stream (`/realtime/me`) says a thread of this event changed — ids only — and the
 * page's loaders run again; while the stream is down they run every 30 s. With the notification
 * bell on the page (`shared`), its connection carries the inbox's messages too.
 */
export function useInboxLive(eventId: number, shared: boolean) {
  useLiveRefresh({
    eventId,
    url: STREAM_URL,
    events: ['inbox'],
    pollMs: INBOX_POLL_MS,
    concerns: (m) => (m as { event_id?: unknown } | null)?.event_id === eventId,
    ride: shared ? rideInbox : undefined,
  });
}
