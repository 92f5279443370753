/**
 * Fan-out for realtime streams (SSE). Redis pub/sub when REDIS_URL is set, in-process otherwise.
 * Channels: `event:<eventId>` and `user:<userId>`.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const channels = {
  event: (eventId: number) => `event:${eventId}`,
  user: (userId: number) => `user:${userId}`,
};
