export * from './test-ctx.ts';
export * from './fixtures.ts';
