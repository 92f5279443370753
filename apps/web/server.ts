import './server/node-env.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import pino from 'pino';
import { ConfigError, loadConfig } from '@foyer/core/config/load-config';
import { EmbeddedDatabaseBusyError } from '@foyer/db';
import { createWebListener } from './server/web-listener.ts';
import { startRuntime } from './server/runtime.ts';

const dev = process.argv.includes('--dev');
const here = fileURLToPath(new URL('.', import.meta.url));

async function main() {
  const config = loadConfig(process.env);
  const log = pino({ level: config.LOG_LEVEL });
  const runtime = await startRuntime(config, log);

  // Development: Vite serves modules with hot reload and compiles the React Router build on demand.
  const vite = dev
    ? await import('vite').then((v) => v.createServer({ root: here, server: { middlewareMode: true }, appType: 'custom' }))
    : undefined;
  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : ((await import(new URL('./build/server/index.js', import.meta.url).href)) as ServerBuild);
  const handleDocument = createRequestHandler(build, dev ? 'development' : 'production');

  const { listener } = createWebListener({
    ctx: runtime.ctx,
    handleDocument: (request, loadContext) => handleDocument(request, loadContext),
    dev,
    ...(vite ? {} : { clientAssetsDir: fileURLToPath(new URL('./build/client', import.meta.url)) }),
  });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (vite) vite.middlewares(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    log.info({ url: `http://localhost:${config.PORT}`, mode: dev ? 'development' : 'production' }, 'Foyer is listening');
    if (!config.SMTP_URL) {
      const mailbox = `http://localhost:${config.PORT}/dev/mailbox`;
      log.warn({ mailbox }, `no SMTP_URL: e-mail is not sent; read confirmations and sign-in links at ${mailbox}`);
    }
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close();
    await vite?.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  // A bad configuration is the operator's to fix: one clear message, no stack trace.
  if (err instanceof ConfigError) console.error(err.message);
  else if (err instanceof EmbeddedDatabaseBusyError) console.error(`Foyer failed to start: ${err.message}`);
  else console.error('Foyer failed to start:', err);
  process.exit(1);
});
