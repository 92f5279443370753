import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '@foyer/db';
import { startTcpProxy, type TcpProxy } from '@foyer/db/testing';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { isServiceUnavailable } from '@foyer/core/platform/service-unavailable';
import { createApi } from './create-api.ts';
import { call, confirmedUser, firstError } from './testing/auth-test-helpers.ts';

/**
 * Faults (issue #14): PostgreSQL restarted under a running server. The API talks to the test
 * database through a loopback proxy that resets every connection and refuses new ones, as a
 * restarting server does, then listens again; the process is never restarted.
 */
const onPostgres = !!process.env.DATABASE_URL;

describe.skipIf(!onPostgres)('PostgreSQL restarted under a running server', () => {
  let base: TestCtx;
  let proxy: TcpProxy;
  let viaProxy: DbHandle;
  let ctx: TestCtx;
  let api: ReturnType<typeof createApi>;
  let eventId: number;
  let login: { email: string; password: string };

  beforeAll(async () => {
    base = await createTestCtx();
    const target = new URL(base.databaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    viaProxy = await openDb({ databaseUrl: proxy.via(base.databaseUrl!), maxConnections: 3 });
    ctx = { ...base, db: viaProxy.db };
    api = createApi(ctx);
    eventId = (await insertEvent(base)).id;
    await insertComponent(base, eventId, 'agenda', 1);
    login = await confirmedUser(ctx, api);
  });
  afterAll(async () => {
    await viaProxy?.close();
    await proxy?.close();
    await base?.close();
  });

  const components = () => api.request(`/events/${eventId}/components`, { headers: { 'accept-language': 'pl' } });

  it('a query cut off mid-flight fails with an error the API reads as "unavailable"', async () => {
    const slow = viaProxy.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (err: unknown) => err,
    );
    await new Promise((r) => setTimeout(r, 200));
    await proxy.cut();
    const err = await slow;
    expect(err).toBeTruthy();
    expect(isServiceUnavailable(err)).toBe(true);
    await proxy.restore();
  });

  it('answers 503 common.unavailable with Retry-After while the database is away, and serves again once it is back, without a restart', async () => {
    expect((await components()).status).toBe(200);
    await proxy.cut();

    const down = await components();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    const body = (await down.json()) as { errors: { code: string; message: string }[] };
    expect(body.errors[0]).toEqual({ code: 'common.unavailable', message: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.' });
    // Sign-in cannot check the password: refused, never let through.
    const refused = await call(api, 'POST', '/login', login);
    expect(refused.status).toBe(503);
    expect(firstError(refused).code).toBe('common.unavailable');
    expect(refused.text).not.toMatch(/ECONNREFUSED|at .*\.ts/);

    await proxy.restore();
    expect((await components()).status).toBe(200);
    const back = await call<{ jwt_token?: string }>(api, 'POST', '/login', login);
    expect(back.status).toBe(200);
    expect(back.body.jwt_token).toBeTruthy();
  });
});
