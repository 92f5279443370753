export * from './types.ts';
export { jobRegistry, findJob } from './registry.ts';
export { retryPolicy, backoffDelay, defaultAttempts, defaultBackoffMs } from './retry-policy.ts';
export { InvalidPayloadError, runHandler } from './run-handler.ts';
export { InProcessJobQueue, createInProcessJobQueue, type InProcessQueueOptions } from './inprocess-runner.ts';
export {
  BullJobQueue,
  startWorkers,
  toBullJobId,
  defaultPrefix,
  type BullQueueOptions,
  type StartWorkersOptions,
  type RunningWorkers,
} from './bullmq-runner.ts';
export { createJobQueue, type CreateJobQueueOptions, type RunnerJobQueue } from './create-job-queue.ts';
export { connectRedis, isRedisUrl } from './redis-connection.ts';
export {
  readQueueStatus,
  retryAllFailed,
  retryFailedJob,
  queueNames,
  redactRedisUrl,
  jobCountStates,
  RedisUnreachableError,
  type QueueStatus,
  type JobCounts,
  type FailedJobInfo,
  type QueueAdminOptions,
  type RetryAllResult,
  type RetryOneResult,
} from './queue-status.ts';
export { RedisPubSub, type RedisPubSubOptions } from './pubsub/redis-pubsub.ts';
export { InProcessPubSub } from './pubsub/inprocess-pubsub.ts';
export { createPubSub } from './pubsub/create-pubsub.ts';
export { createMailer, createSmtpMailer, defaultMailFrom, isSmtpUrl } from './mail/smtp-mailer.ts';
export { RedisRateLimiter } from './redis-rate-limiter.ts';
export { createRateLimiter } from './create-rate-limiter.ts';
export { PdfWorkerPool } from './pdf-pool/pdf-worker-pool.ts';
export { startJobRuntime, type JobRuntime } from './job-runtime.ts';
