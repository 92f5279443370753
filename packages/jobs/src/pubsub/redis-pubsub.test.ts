import { expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RedisPubSub } from './redis-pubsub.ts';
import { pubSubContract } from './pubsub-contract.ts';
import { describeWithRedis, uniquePrefix } from '../testing/redis-test-env.ts';

describeWithRedis('RedisPubSub against real Redis', (redisUrl) => {
  // Pub/sub leaves no keys behind; the unique channel prefix keeps parallel runs apart.
  const channelPrefix = `${uniquePrefix('pubsub')}:`;
  pubSubContract(() => new RedisPubSub({ redisUrl, channelPrefix }));

  it('fans out between two instances (two web processes) and uses one subscriber connection', async () => {
    const a = new RedisPubSub({ redisUrl, channelPrefix });
    const b = new RedisPubSub({ redisUrl, channelPrefix });
    const admin = new Redis(redisUrl);
    try {
      const got: unknown[] = [];
      await a.subscribe('event:9', (m) => got.push(m));
      await a.subscribe('event:10', (m) => got.push(m));
      await a.subscribe('event:10', (m) => got.push(m));
      const channels = (await admin.pubsub('CHANNELS', `${channelPrefix}*`)) as string[];
      expect(channels.sort()).toEqual([`${channelPrefix}event:10`, `${channelPrefix}event:9`]);
      const counts = (await admin.pubsub('NUMSUB', `${channelPrefix}event:10`)) as Array<string | number>;
      expect(Number(counts[1])).toBe(1); // two handlers, one Redis subscription
      await b.publish('event:9', { from: 'b' });
      const deadline = Date.now() + 2_000;
      while (got.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(got).toEqual([{ from: 'b' }]);
    } finally {
      await Promise.all([a.close(), b.close(), admin.quit()]);
    }
  });
});
