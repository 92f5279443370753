import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeVies {
  /** Base URL to put in config.payments.viesBaseUrl. */
  url: string;
  /** Registered numbers, key `${country}${number}`. */
  registry: Map<string, { name: string; address: string }>;
  /** 'ok' answers from the registry; the others imitate an outage. */
  mode: 'ok' | 'ms_unavailable' | 'http_500' | 'hang';
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback stand-in for the VIES REST API (`GET /ms/{cc}/vat/{number}`), answering in its
 * documented shape: { isValid, requestDate, userError, name, address, vatNumber, ... }.
 */
export async function startFakeVies(): Promise<FakeVies> {
  const fake = {
    registry: new Map<string, { name: string; address: string }>(),
    mode: 'ok' as FakeVies['mode'],
    requests: [] as string[],
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    fake.requests.push(path);
    const m = /\/ms\/([A-Z]{2})\/vat\/([0-9A-Z+*]+)$/.exec(path);
    if (fake.mode === 'hang') return; // never answers: the client's timeout must fire
    if (fake.mode === 'http_500') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (!m || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"actionSucceed":false}');
      return;
    }
    const [, country, number] = m;
    const entry = fake.registry.get(`${country}${number}`);
    const common = { countryCode: country, vatNumber: number, requestDate: new Date().toISOString(), requestIdentifier: '', originalVatNumber: number };
    const body =
      fake.mode === 'ms_unavailable'
        ? { ...common, isValid: false, userError: 'MS_UNAVAILABLE', name: '---', address: '---' }
        : entry
          ? { ...common, isValid: true, userError: 'VALID', name: entry.name, address: entry.address }
          : { ...common, isValid: false, userError: 'INVALID', name: '---', address: '---' };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  });
}
