import type { PubSub } from '../platform/pubsub.ts';

/**
 * Publishes made inside a transaction wait here until it commits: a client told about a row
 * must be able to read it, and a rolled-back row must never be announced.
 */
export class HeldPublisher implements Pick<PubSub, 'publish'> {
  private readonly held: { channel: string; message: unknown }[] = [];

  async publish(channel: string, message: unknown): Promise<void> {
    this.held.push({ channel, message });
  }

  /** After the commit: send everything held, in order. */
  async flush(to: Pick<PubSub, 'publish'>): Promise<void> {
    for (const m of this.held.splice(0)) await to.publish(m.channel, m.message);
  }
}
