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
    await new Promise((r) => setTimeout(r, 0));
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
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toEqual([sent, sent]);
    expect(got[0]).not.toBe(sent);
    expect(got[1]).toBe(got[0]);
    await ps.close();
  });
});
