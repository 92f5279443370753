import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PubSub } from '@foyer/core/platform/pubsub';
import { connectRedis } from '../redis-connection.ts';

type Handler = (message: unknown) => void;
// Each subscription is its own entry, so one function subscribed twice is unsubscribed once.
interface ChannelState {
  entries: Set<{ fn: Handler }>;
  ready: Promise<unknown>;
}

export interface RedisPubSubOptions {
  redisUrl: string;
  log?: Logger;
  /** Prepended to every channel, so tests (and several apps on one Redis) do not hear each other. */
  channelPrefix?: string;
}

/**
 * Fan-out across web processes. One connection publishes; one subscriber connection carries every
 * channel this process listens to, whatever the number of SSE clients, and Redis is told about a
 * channel only when its first local handler arrives and its last one leaves.
 */
export class RedisPubSub implements PubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channels = new Map<string, ChannelState>();
  private readonly prefix: string;
  private readonly interruptListeners = new Set<() => void>();

  constructor(private readonly opts: RedisPubSubOptions) {
    this.prefix = opts.channelPrefix ?? '';
    this.pub = connectRedis(opts.redisUrl, 'producer', opts.log);
    this.sub = connectRedis(opts.redisUrl, 'blocking', opts.log);
    this.sub.on('message', (channel: string, raw: string) => this.dispatch(channel, raw));
    // ioredis reconnects and subscribes again by itself, but what was published meanwhile is gone.
    this.sub.on('close', () => {
      for (const listener of [...this.interruptListeners]) listener();
    });
  }

  onInterrupted(listener: () => void): () => void {
    this.interruptListeners.add(listener);
    return () => void this.interruptListeners.delete(listener);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.pub.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, onMessage: Handler): Promise<() => Promise<void>> {
    const key = this.prefix + channel;
    const entry = { fn: onMessage };
    let state = this.channels.get(key);
    if (!state) {
      // ioredis sends commands in order on one connection, so an UNSUBSCRIBE issued by a handler
      // leaving just before this SUBSCRIBE cannot overtake it.
      const created: ChannelState = { entries: new Set(), ready: Promise.resolve() };
      created.ready = this.sub.subscribe(key).catch((err: unknown) => {
        // Forget the failed channel, so the next subscriber tries again instead of failing forever.
        if (this.channels.get(key) === created) this.channels.delete(key);
        throw err;
      });
      this.channels.set(key, created);
      state = created;
    }
    state.entries.add(entry);
    // A second subscriber to a new channel also waits, so nobody returns before Redis listens.
    await state.ready;
    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      const current = this.channels.get(key);
      if (!current?.entries.delete(entry) || current.entries.size > 0) return;
      this.channels.delete(key);
      await this.sub.unsubscribe(key);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
    this.interruptListeners.clear();
    await Promise.all([this.pub, this.sub].map((c) => c.quit().catch(() => c.disconnect())));
  }

  private dispatch(channel: string, raw: string): void {
    const state = this.channels.get(channel);
    if (!state) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch (err) {
      this.opts.log?.warn({ err, channel }, 'pubsub: dropped a message that is not JSON');
      return;
    }
    for (const { fn } of [...state.entries]) {
      try {
        fn(message);
      } catch (err) {
        // One broken listener (say, a closed SSE stream) must not starve the others.
        this.opts.log?.error({ err, channel }, 'pubsub handler threw');
      }
    }
  }
}
