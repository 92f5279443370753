/**
 * Fan-out for realtime streams (SSE). Redis pub/sub when REDIS_URL is set, in-process otherwise.
 * Channels: `event:<eventId>` and `user:<userId>`.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>>;
  /**
   * Calls the listener when messages may have been missed (Redis: the subscriber's connection
   * dropped); returns a function that removes it. A stream then ends so its client reconnects and
   * catches up from the database. The in-process implementation never misses one and lacks it.
   */
  onInterrupted?(listener: () => void): () => void;
  close(): Promise<void>;
}

export const channels = {
  event: (eventId: number) => `event:${eventId}`,
  user: (userId: number) => `user:${userId}`,
};
