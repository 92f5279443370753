/** The Redis key prefix of every queue when REDIS_PREFIX is unset (its own module: the CLI's queue commands read it without loading BullMQ's runner). */
export const defaultPrefix = 'foyer';
