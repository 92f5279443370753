import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { PubSub } from '@foyer/core/platform/pubsub';

/**
 * PubSub for a single process. Messages go through JSON like they do over Redis, so a handler
 * never shares (or mutates) the publisher's object and a non-serialisable message fails here too.
 * Delivery is asynchronous, as with Redis: publish never runs handlers on the caller's stack.
 * As RedisPubSub does, a message is parsed once and that copy handed to every handler of the
 * channel (they read it, none changes it): with 10,000 SSE streams of one event, a parse per
 * handler was a fifth of a post's fan-out and most of its garbage (issue #17, `npm run bench -- sse`).
 */
export class InProcessPubSub implements PubSub {
  private readonly emitter = new EventEmitter();
  private closed = false;

  constructor(private readonly log?: Logger) {
    // Every open SSE stream is a listener; the default warning at 10 would be noise.
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) return;
    const raw = JSON.stringify(message);
    queueMicrotask(() => {
      if (this.emitter.listenerCount(channel) > 0) this.emitter.emit(channel, JSON.parse(raw));
    });
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>> {
    const listener = (copy: unknown) => {
      try {
        onMessage(copy);
      } catch (err) {
        this.log?.error({ err, channel }, 'pubsub handler threw');
      }
    };
    this.emitter.on(channel, listener);
    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      this.emitter.off(channel, listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
  }
}
