// Test helpers for other packages' tests. Meant to be exported as `@foyer/jobs/testing` (needs an
// `exports` entry in packages/jobs/package.json); not part of the runtime barrel, as it imports vitest.
export { startFakeSmtp, type FakeSmtp, type ReceivedMail } from './fake-smtp.ts';
export { parseMime, decodeQuotedPrintable, type ParsedMail, type MimePart } from './parse-mime.ts';
export { describeWithRedis, uniquePrefix, deleteKeys, testRedisUrl } from './redis-test-env.ts';
export { makeTestJobCtx, captureLogger, type LogLine } from './test-ctx.ts';
export { startPrivateRedis, freePort, type PrivateRedis } from './private-redis.ts';
