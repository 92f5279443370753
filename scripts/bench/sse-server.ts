/**
 * The web process of the SSE benchmark (bench-sse.ts), on its own so that its memory and CPU are
 * read off /proc/<pid> alone: the runtime of apps/web/server.ts from the environment it is given
 * (in-process jobs and pub/sub without REDIS_URL, BullMQ and Redis pub/sub with it), the same
 * Hono app served by node:http through @hono/node-server, no UI build. Tells its parent (IPC)
 * `{ port }` once listening; answers `{ go: 'gc' }` after a full collection (run with
 * --expose-gc), and `{ go: 'stop' }` by closing and exiting.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { getRequestListener } from '@hono/node-server';
import { loadConfig } from '@foyer/core/config/load-config';
import { startRuntime } from '../../apps/web/server/runtime.ts';
import { createHttpApp } from '../../apps/web/server/http-app.ts';

const runtime = await startRuntime(loadConfig(process.env), pino({ level: 'warn' }));
const app = createHttpApp({ ctx: runtime.ctx, handleDocument: async () => new Response('not found', { status: 404 }) });
const server = createServer(getRequestListener(app.fetch));
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
process.on('message', (m: { go: string }) => {
  if (m.go === 'gc') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({ gc: true });
  } else if (m.go === 'stop') {
    server.closeAllConnections();
    server.close();
    void runtime.close().finally(() => process.exit(0));
  }
});
