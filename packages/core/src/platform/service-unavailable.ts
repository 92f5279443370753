/**
 * Whether an error means a backing service (PostgreSQL, Redis) cannot be reached right now —
 * a restart, a failover, a network blip — rather than a bug. The HTTP layers answer such an
 * error 503 `common.unavailable` with Retry-After instead of a 500, and the drivers reconnect on
 * the next request, so the process recovers without a restart.
 */
export function isServiceUnavailable(err: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); BullMQ and fetch wrap theirs too.
  for (let e = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (connectionCodes.has(code) || sqlStateUnavailable.test(code))) return true;
    if (typeof name === 'string' && redisErrorNames.has(name)) return true;
    if (typeof message === 'string' && redisClosedMessages.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** Socket errors from Node and the connection states postgres.js names. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed or
 * still starting) and 53300 (too many connections): all pass once the server is back.
 */
const sqlStateUnavailable = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** ioredis gives up a command after maxRetriesPerRequest reconnect tries with this error. */
const redisErrorNames = new Set(['MaxRetriesPerRequestError']);
const redisClosedMessages = ['Connection is closed', "Stream isn't writeable"];
