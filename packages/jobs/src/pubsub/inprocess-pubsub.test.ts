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
});
