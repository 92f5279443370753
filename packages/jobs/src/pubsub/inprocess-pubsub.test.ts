import { describe, expect, it } from 'vitest';
import { InProcessPubSub } from './inprocess-pubsub.ts';
import { pubSubContract } from './pubsub-contract.ts';

describe('InProcessPubSub', () => {
  pubSubContract(() => new InProcessPubSub());

  it('never runs handlers on the publisher’s stack', async () => {
    const ps = new InProcessPubSub();
    const got: unknown[] = [];
    await ps.subscribe('c', (m) => got.push(m));
    const p = ps.publish('c', 1);
    expect(got).toEqual([]);
    await p;
    // Not even in the publisher's microtasks: a request that published is answered first.
    await Promise.resolve();
    expect(got).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([1]);
    await ps.close();
  });

  it('hands every handler of a channel one parsed copy, never the publisher’s object', async () => {
    const ps = new InProcessPubSub();
    const got: unknown[] = [];
    await ps.subscribe('c', (m) => got.push(m));
    await ps.subscribe('c', (m) => got.push(m));
    const sent = { type: 'feed_wall', thread_id: 1 };
    await ps.publish('c', sent);
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([sent, sent]);
    expect(got[0]).not.toBe(sent);
    expect(got[1]).toBe(got[0]);
    await ps.close();
  });

  it('delivers in batches, one turn of the event loop each, every handler in publishing order', async () => {
    const ps = new InProcessPubSub(undefined, 3);
    const got: string[][] = Array.from({ length: 5 }, () => []);
    for (const inbox of got) await ps.subscribe('c', (m) => inbox.push(m as string));
    await ps.publish('c', 'a');
    await ps.publish('c', 'b');
    const turn = () => new Promise((r) => setImmediate(r));
    await turn();
    // 3 of the 5 handlers heard 'a'; none heard 'b' yet.
    expect(got.map((g) => g.length)).toEqual([1, 1, 1, 0, 0]);
    await turn();
    await turn();
    await turn();
    expect(got).toEqual(Array.from({ length: 5 }, () => ['a', 'b']));
    await ps.close();
  });

  it('does not call a handler that unsubscribed while the message was on its way', async () => {
    const ps = new InProcessPubSub(undefined, 1);
    const got: unknown[] = [];
    await ps.subscribe('c', () => got.push('first'));
    const off = await ps.subscribe('c', () => got.push('second'));
    await ps.publish('c', 1);
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual(['first']);
    await off();
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
    expect(got).toEqual(['first']);
    await ps.close();
  });
});
