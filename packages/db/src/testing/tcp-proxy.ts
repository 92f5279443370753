import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy for fault tests: the process under test talks to a service through it, and
 * the test takes the service away — every open connection reset, new ones refused, as when the
 * server restarts — then brings it back on the same port. The shared PostgreSQL of the machine
 * keeps serving the other test files meanwhile.
 */
export interface TcpProxy {
  port: number;
  /** The same URL with host and port pointing at the proxy. */
  via(url: string): string;
  /** Resets every connection and stops listening: the service is "down". */
  cut(): Promise<void>;
  /** Listens again on the same port: the service is "back". */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };
  const makeServer = (): Server =>
    createServer((client) => {
      track(client);
      const upstream = createConnection(target);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const a = server.address();
        resolve(a && typeof a === 'object' ? a.port : 0);
      });
    });
  let server: Server | null = makeServer();
  const port = await listen(server, 0);
  const stop = async () => {
    const s = server;
    server = null;
    // resetAndDestroy sends RST, as a server process that died would leave its peers.
    for (const sock of sockets) sock.resetAndDestroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    port,
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: stop,
    async restore() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    close: stop,
  };
}
