export * from './client.ts';
export * from './migrate.ts';
export * as schema from './schema/index.ts';
export * from './pipelined-transaction.ts';
export * from './embedded-lock.ts';
