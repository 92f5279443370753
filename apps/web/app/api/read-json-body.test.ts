import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { insertTicketCatalogue, type TicketCatalogue } from '@foyer/core/tickets/test-fixtures';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';

/**
 * JSON bodies over a real Node server, where readJsonBody reads them from the socket instead of
 * Hono's WHATWG Request (app.request() in the other API tests never takes that path).
 */
let ctx: TestCtx;
let server: ServerType;
let url: string;
let buyer: TestUser;
let cat: TicketCatalogue;

beforeAll(async () => {
  ctx = await createTestCtx();
  const app = new Hono().route('/api/v1', createApi(ctx));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  buyer = await insertTestUser(ctx, { first_name: 'Zoë', last_name: 'Łukasiewicz' });
  cat = await insertTicketCatalogue(ctx);
});
afterAll(async () => {
  await new Promise<void>((r) => server?.close(() => r()));
  await ctx?.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...buyer.auth, ...headers }, body });

describe('JSON request bodies on the Node server', () => {
  it('buys a free ticket with a JSON body sent in pieces, non-ASCII names intact', async () => {
    const payload = JSON.stringify({
      ticket_id: cat.community.id,
      personal_form: { first_name: 'Zoë', last_name: 'Łukasiewicz', email: buyer.viewer.email, company: 'Ćma & Żuraw' },
      terms_accepted: true,
    });
    // 200 kB of JSON whitespace: a body larger than one socket read, so it arrives in several
    // chunks, with multi-byte characters that may be split between them.
    const res = await post(`/events/${cat.event.id}/payment/free/init`, `{${' '.repeat(200_000)}${payload.slice(1)}`, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'paid' });
    const mine = await fetch(`${url}/current_user/tickets`, { headers: buyer.auth }).then((r) => r.json());
    expect(JSON.stringify(mine)).toContain('Łukasiewicz');
  });

  it('answers malformed JSON with the error envelope, not a 500', async () => {
    const res = await post(`/events/${cat.event.id}/payment/free/init`, '{"ticket_id": ');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toMatchObject({ errors: [expect.objectContaining({ code: expect.any(String) })] });
  });

  it('still names the invalid field of a well-formed body', async () => {
    const res = await post(`/events/${cat.event.id}/payment/free/init`, JSON.stringify({ ticket_id: 'seven', terms_accepted: true }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { field?: string }[] };
    expect(body.errors.map((e) => e.field)).toContain('ticket_id');
  });
});

describe('bounded request bodies (issue #12)', () => {
  /**
   * Streams `total` bytes of a JSON-looking body in chunks (no Content-Length), as a hostile
   * client would, and stops as soon as the server answers. Resolves with the answer and how
   * much was sent by then.
   */
  function streamBody(path: string, total: number, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; ms: number; sent: number }>((resolve, reject) => {
      const started = Date.now();
      let sent = 0;
      let answered = false;
      const req = httpRequest(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, sent });
        req.destroy();
      });
      req.on('error', (e) => (answered ? undefined : reject(e)));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      req.write('{"email":"');
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end('"}');
      };
      pump();
    });
  }

  it('answers a 200 MB chunked JSON body with 413 within a second, without buffering it', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const res = await streamBody('/auth/login', 200 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.ms).toBeLessThan(1000);
    expect(res.sent).toBeLessThan(50 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
    // The server is still fine for everyone else.
    expect((await fetch(`${url}/openapi.json`)).status).toBe(200);
  });

  it('refuses a body announced too large before reading it, with the error envelope', async () => {
    const res = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errors: [{ code: 'common.payload_too_large' }] });
  });

  it('holds gateway notifications to 64 kB, whatever their type', async () => {
    const res = await streamBody('/payments/payu/notify', 1024 * 1024, { 'content-type': 'text/plain' });
    expect(res.status).toBe(413);
  });
});
