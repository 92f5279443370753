import { expect, it } from 'vitest';
import type { PubSub } from '@foyer/core/platform/pubsub';

/** Behaviour both PubSub implementations share; each test file runs it against its own. */
export function pubSubContract(make: () => PubSub): void {
  const inbox = () => {
    const got: unknown[] = [];
    let notify = () => {};
    return {
      got,
      handler: (m: unknown) => {
        got.push(m);
        notify();
      },
      async waitFor(n: number, timeoutMs = 2_000) {
        const deadline = Date.now() + timeoutMs;
        while (got.length < n && Date.now() < deadline) {
          await new Promise<void>((r) => {
            notify = r;
            setTimeout(r, 20);
          });
        }
        return got;
      },
    };
  };
  const settle = () => new Promise((r) => setTimeout(r, 100));

  it('delivers JSON messages to every handler of the channel, and only that channel', async () => {
    const ps = make();
    try {
      const a = inbox();
      const b = inbox();
      const other = inbox();
      await ps.subscribe('event:1', a.handler);
      await ps.subscribe('event:1', b.handler);
      await ps.subscribe('event:2', other.handler);
      const message = { type: 'post.created', id: 5, at: new Date(0), nested: { ok: true } };
      await ps.publish('event:1', message);
      expect(await a.waitFor(1)).toEqual([{ type: 'post.created', id: 5, at: '1970-01-01T00:00:00.000Z', nested: { ok: true } }]);
      expect(await b.waitFor(1)).toHaveLength(1);
      expect(a.got[0]).not.toBe(message); // a copy, as over the wire
      await settle();
      expect(other.got).toEqual([]);
    } finally {
      await ps.close();
    }
  });

  it('unsubscribes one handler while the others keep receiving', async () => {
    const ps = make();
    try {
      const a = inbox();
      const b = inbox();
      const offA = await ps.subscribe('user:7', a.handler);
      const offB = await ps.subscribe('user:7', b.handler);
      await offA();
      await offA(); // twice is harmless and does not remove b
      await ps.publish('user:7', 'hello');
      expect(await b.waitFor(1)).toEqual(['hello']);
      await settle();
      expect(a.got).toEqual([]);
      await offB();
      await ps.publish('user:7', 'nobody listens');
      await settle();
      expect(b.got).toEqual(['hello']);
      // Subscribing again after the last one left works.
      const c = inbox();
      await ps.subscribe('user:7', c.handler);
      await ps.publish('user:7', 'again');
      expect(await c.waitFor(1)).toEqual(['again']);
    } finally {
      await ps.close();
    }
  });

  it('keeps delivering to other handlers when one throws', async () => {
    const ps = make();
    try {
      const ok = inbox();
      await ps.subscribe('event:3', () => {
        throw new Error('broken listener');
      });
      await ps.subscribe('event:3', ok.handler);
      await ps.publish('event:3', 1);
      await ps.publish('event:3', 2);
      expect(await ok.waitFor(2)).toEqual([1, 2]);
    } finally {
      await ps.close();
    }
  });
}
