import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { PubSub } from '@foyer/core/platform/pubsub';

/**
 * PubSub for a single process. Messages go through JSON like they do over Redis, so a handler
 * never shares (or mutates) the publisher's object and a non-serialisable message fails here too.
 * Delivery is asynchronous, as with Redis: publish never runs handlers on the caller's stack.
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
    queueMicrotask(() => this.emitter.emit(channel, raw));
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>> {
    const listener = (raw: string) => {
      try {
        onMessage(JSON.parse(raw));
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
