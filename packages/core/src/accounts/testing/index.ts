export * from './fake-jwks-server.ts';
export * from './fake-graph-server.ts';
export * from './social-test-ctx.ts';
