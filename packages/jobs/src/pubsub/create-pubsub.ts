import type { Logger } from 'pino';
import type { PubSub } from '@foyer/core/platform/pubsub';
import { InProcessPubSub } from './inprocess-pubsub.ts';
import { RedisPubSub } from './redis-pubsub.ts';

/** Redis when REDIS_URL is set (several web processes), in-process otherwise. */
export function createPubSub(opts: { redisUrl?: string | undefined; log?: Logger; channelPrefix?: string }): PubSub {
  if (opts.redisUrl) {
    return new RedisPubSub({
      redisUrl: opts.redisUrl,
      ...(opts.log ? { log: opts.log } : {}),
      ...(opts.channelPrefix ? { channelPrefix: opts.channelPrefix } : {}),
    });
  }
  return new InProcessPubSub(opts.log);
}
