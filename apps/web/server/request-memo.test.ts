import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { perRequest, withRequestMemo } from '../app/server/request-memo.server.ts';
import { createHttpApp } from './http-app.ts';

let ctx: TestCtx;
let app: ReturnType<typeof createHttpApp>;
let reads = 0;
/** A signed-in browser's page: rendered for each request (guests' pages are kept a few seconds). */
const signedIn = { headers: { cookie: 'foyer_session=x' } };

/** As React Router calls loaders: each gets its own copy of the request, all at once. */
const copy = (request: Request) => new Request(request.url, { headers: request.headers, signal: request.signal });

beforeAll(async () => {
  ctx = await createTestCtx();
  app = createHttpApp({
    ctx,
    handleDocument: async (request) => {
      const load = () => perRequest(copy(request), 'event:demo', async () => ++reads);
      const answers = await Promise.all([load(), load(), load()]);
      return new Response(answers.join(','), { headers: { 'content-type': 'text/html' } });
    },
  });
});
afterAll(() => ctx.close());

describe('one memo per request for the loaders', () => {
  it('lets the loaders of one page share a read, and the next page read again', async () => {
    reads = 0;
    expect(await (await app.request('/demo', signedIn)).text()).toBe('1,1,1');
    expect(await (await app.request('/demo', signedIn)).text()).toBe('2,2,2');
    expect(reads).toBe(2);
  });

  it('keeps pages served at the same time apart', async () => {
    reads = 0;
    const pages = await Promise.all(Array.from({ length: 5 }, async () => (await app.request('/demo', signedIn)).text()));
    expect(new Set(pages).size).toBe(5);
    for (const page of pages) expect(page.split(',')).toHaveLength(3);
    for (const page of pages) expect(new Set(page.split(',')).size).toBe(1);
  });

  it('does not carry what an action read over to the loaders that follow it', async () => {
    reads = 0;
    const res = await app.request('/demo', { method: 'POST', headers: { origin: ctx.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    // A POST is an action and then loaders: nothing is shared between the copies of its request.
    expect(await res.text()).toBe('1,2,3');
  });

  it('keys by the request object where no page scope is open (a loader called by a test)', async () => {
    const request = new Request('http://foyer.test/demo');
    let n = 0;
    const a = await perRequest(request, 'k', async () => ++n);
    const b = await perRequest(request, 'k', async () => ++n);
    const c = await perRequest(copy(request), 'k', async () => ++n);
    expect([a, b, c]).toEqual([1, 1, 2]);
    expect(await withRequestMemo(() => Promise.all([perRequest(copy(request), 'k', async () => ++n), perRequest(copy(request), 'k', async () => ++n)]))).toEqual([3, 3]);
  });
});
