export { createTestDb, type TestDbHandle } from './create-test-db.ts';
export { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
