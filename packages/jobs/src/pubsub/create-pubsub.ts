import type { Logger } from 'pino';
import type { PubSub } from '@foyer/core/platform/pubsub';
import { InProcessPubSub } from './inprocess-pubsub.ts';

/** Redis when REDIS_URL is set (several web processes), in-process otherwise (ioredis not even loaded). */
export async function createPubSub(opts: { redisUrl?: string | undefined; log?: Logger; channelPrefix?: string }): Promise<PubSub> {
  if (opts.redisUrl) {
    const { RedisPubSub } = await import('./redis-pubsub.ts');
    return new RedisPubSub({
      redisUrl: opts.redisUrl,
      ...(opts.log ? { log: opts.log } : {}),
      ...(opts.channelPrefix ? { channelPrefix: opts.channelPrefix } : {}),
    });
  }
  return new InProcessPubSub(opts.log);
}
