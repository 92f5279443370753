import { useLiveRefresh } from '../notifications/use-live-refresh.ts';

/** A wall's posts, likes and comments arrive live; while the stream is down it polls every 5 s. */
export function useLiveWall(eventId: number, componentId: number) {
  useLiveRefresh({ eventId, events: ['feed_wall'], pollMs: 5_000, concerns: (d) => (d as { component_id?: unknown } | null)?.component_id === componentId });
}
