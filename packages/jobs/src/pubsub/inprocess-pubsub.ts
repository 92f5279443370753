import type { Logger } from 'pino';
import type { PubSub } from '@foyer/core/platform/pubsub';

type Handler = (message: unknown) => void;
// Each subscription is its own entry, so one function subscribed twice is unsubscribed once.
interface Entry {
  fn: Handler;
  active: boolean;
}
/** One message on its way: the handlers it goes to (those of its channel when it left), how far it got. */
interface Delivery {
  channel: string;
  entries: Entry[];
  message: unknown;
  next: number;
}

/**
 * Handlers called per turn of the event loop. A message to 10,000 SSE streams is 10,000 socket
 * writes; in batches, the publishing request (and every other request) is answered between them
 * instead of after all of them.
 */
export const DELIVERY_BATCH = 1_000;

/**
 * PubSub for a single process. Messages go through JSON like they do over Redis, so a handler
 * never shares (or mutates) the publisher's object and a non-serialisable message fails here too.
 * Delivery is asynchronous, as with Redis: publish never runs handlers on the caller's stack; it
 * starts on a later turn of the event loop (setImmediate) and goes on in batches of
 * DELIVERY_BATCH handlers, each its own turn, in publishing order (a message reaches every handler
 * only after the one published before it). As RedisPubSub does, a message is parsed once and that
 * copy handed to every handler of the channel (they read it, none changes it): with 10,000 SSE
 * streams of one event, a parse per handler was a fifth of a post's fan-out and most of its
 * garbage (issue #17, `npm run bench -- sse`).
 */
export class InProcessPubSub implements PubSub {
  private readonly channels = new Map<string, Set<Entry>>();
  private readonly queue: Delivery[] = [];
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly log?: Logger,
    private readonly batch = DELIVERY_BATCH,
  ) {}

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) return;
    const raw = JSON.stringify(message);
    // The handlers are those of the channel when the message is delivered, not published (as
    // before; Redis is no different), so the parse waits too.
    this.queue.push({ channel, entries: [], message: raw, next: -1 });
    this.schedule();
  }

  async subscribe(channel: string, onMessage: Handler): Promise<() => Promise<void>> {
    const entry: Entry = { fn: onMessage, active: true };
    let entries = this.channels.get(channel);
    if (!entries) {
      entries = new Set();
      this.channels.set(channel, entries);
    }
    entries.add(entry);
    return async () => {
      if (!entry.active) return;
      entry.active = false;
      const current = this.channels.get(channel);
      if (current?.delete(entry) && current.size === 0) this.channels.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
    this.queue.length = 0;
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.deliver();
    });
  }

  /** Up to `batch` handler calls, then the rest on a later turn. */
  private deliver(): void {
    let budget = this.batch;
    while (budget > 0 && this.queue.length > 0) {
      const d = this.queue[0]!;
      if (d.next < 0) {
        const entries = this.channels.get(d.channel);
        d.entries = entries ? [...entries] : [];
        d.message = d.entries.length > 0 ? JSON.parse(d.message as string) : undefined;
        d.next = 0;
      }
      const end = Math.min(d.entries.length, d.next + budget);
      for (let i = d.next; i < end; i++) {
        const entry = d.entries[i]!;
        // One that left while the message was on its way (a closed stream) is not called.
        if (!entry.active) continue;
        try {
          entry.fn(d.message);
        } catch (err) {
          this.log?.error({ err, channel: d.channel }, 'pubsub handler threw');
        }
      }
      budget -= end - d.next;
      d.next = end;
      if (d.next >= d.entries.length) {
        this.queue.shift();
        // A message with no handlers still counts, so a long queue of them cannot stall a turn.
        budget -= 1;
      }
    }
    this.schedule();
  }
}
