import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';

/**
 * Issue #12: no input makes the API answer 500. Every operation of the OpenAPI document is
 * called with an integer just past Postgres `integer` (2147483648) and a NUL byte in each of its
 * path and query parameters, its JSON body's fields and X-App-Id — as a guest and as a member
 * of the event — and must answer with the error envelope and a 4xx (or succeed).
 */
const HUGE = 2_147_483_648;
const NUL = 'a\u0000b';

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: { type?: string | string[] } }[];
  body?: { properties?: Record<string, { type?: string | string[] }> };
}

let ctx: TestCtx;
let api: ReturnType<typeof createApi>;
const ops: Operation[] = [];
let member: TestUser;
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestCtx();
  api = createApi(ctx);
  const event = await insertEvent(ctx);
  const component = await insertComponent(ctx, event.id, 'agenda', 1);
  member = await insertTestUser(ctx);
  await ctx.db.insert(schema.event_memberships).values({ event_id: event.id, user_id: member.viewer.id });
  // Valid values for the parameters a case does not spoil, so each case reaches its own field.
  ids = { eventId: event.id, componentId: component.id, event_id: event.id, component_id: component.id };
  const doc = (await (await api.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content?: Record<string, { schema?: Operation['body'] & { $ref?: string } }> } }>>;
    components?: { schemas?: Record<string, Operation['body']> };
  };
  const resolve = (s?: Operation['body'] & { $ref?: string }) => (s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      // Streams never end by themselves; their parameters are covered by the realtime tests.
      if (path.startsWith('/realtime')) continue;
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: resolve(op.requestBody?.content?.['application/json']?.schema) });
    }
  }
});
afterAll(() => ctx?.close());

function urlOf(op: Operation, spoil?: { name: string; value: string }) {
  let path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(spoil?.name === name ? spoil.value : String(ids[name] ?? 1)));
  const query = op.params.filter((p) => p.in === 'query' && spoil?.name === p.name);
  if (query.length) path += `?${query.map((p) => `${p.name}=${encodeURIComponent(spoil!.value)}`).join('&')}`;
  return path;
}

async function call(op: Operation, opts: { url: string; body?: unknown; headers?: Record<string, string> }) {
  const res = await api.request(opts.url, {
    method: op.method,
    headers: { 'content-type': 'application/json', ...opts.headers },
    ...(opts.body !== undefined && op.method !== 'GET' && op.method !== 'DELETE' ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, text };
}

const asGuest = {};
const asMember = () => ({ ...member.auth, 'x-app-id': String(ids.eventId) });

describe('no 500 from any input', () => {
  it('has operations to walk', () => {
    expect(ops.length).toBeGreaterThan(50);
  });

  it('path and query parameters: 2147483648 and a NUL byte', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      for (const p of op.params.filter((x) => x.in === 'path' || x.in === 'query')) {
        for (const value of [String(HUGE), NUL]) {
          for (const headers of [asGuest, asMember()]) {
            const r = await call(op, { url: urlOf(op, { name: p.name, value }), headers, body: {} });
            if (r.status >= 500) failures.push(`${op.method} ${op.path} ${p.in} ${p.name}=${JSON.stringify(value)}: ${r.status} ${r.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('JSON body fields: 2147483648 where a number goes, a NUL byte where text goes', async () => {
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.body?.properties)) {
      for (const [name, prop] of Object.entries(op.body!.properties!)) {
        const types = [prop.type].flat();
        const values: unknown[] = types.includes('integer') || types.includes('number') ? [HUGE, [HUGE]] : types.includes('array') ? [[HUGE], [NUL]] : [NUL, HUGE];
        for (const value of values) {
          const r = await call(op, { url: urlOf(op), headers: asMember(), body: { [name]: value } });
          if (r.status >= 500) failures.push(`${op.method} ${op.path} body.${name}=${JSON.stringify(value)}: ${r.status} ${r.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('X-App-Id out of range or not a number', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      for (const appId of [String(HUGE), NUL.replace('\u0000', '%00'), '-1', '1e400']) {
        const r = await call(op, { url: urlOf(op), headers: { ...member.auth, 'x-app-id': appId }, body: {} });
        if (r.status >= 500) failures.push(`${op.method} ${op.path} X-App-Id=${appId}: ${r.status} ${r.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers NUL bytes and lone surrogates with a 422 naming the field, wherever they are', async () => {
    const get = async (url: string, init: RequestInit = {}) => {
      const res = await api.request(url, { ...init, headers: { 'content-type': 'application/json', ...member.auth, ...(init.headers as Record<string, string>) } });
      return { status: res.status, body: (await res.json()) as { errors: { code: string; field?: string }[] } };
    };
    expect(await get(`/events/${ids.eventId}/users/search?search=${encodeURIComponent(NUL)}`)).toMatchObject({ status: 422, body: { errors: [{ code: 'common.validation', field: 'search' }] } });
    expect(await get(`/user/${encodeURIComponent(NUL)}`)).toMatchObject({ status: 422, body: { errors: [{ field: 'path' }] } });
    const body = JSON.stringify({ first_name: 'Ola', socials: [{ name: 'x\uD800' }] });
    expect(await get('/current_user', { method: 'PUT', body })).toMatchObject({ status: 422, body: { errors: [{ field: 'socials.0.name' }] } });
    // The first bad field in the order the body is written, a key as much as a value.
    expect(await get('/current_user', { method: 'PUT', body: JSON.stringify({ a: 'x\u0000', ['b\u0000']: 1 }) })).toMatchObject({ status: 422, body: { errors: [{ field: 'a' }] } });
    expect(await get('/current_user', { method: 'PUT', body: JSON.stringify({ a: 'x', ['b\u0000']: 1 }) })).toMatchObject({ status: 422, body: { errors: [{ field: 'b\u0000' }] } });
  });

  it('answers a deeply nested body with a 422, not a stack overflow', async () => {
    const nested = (depth: number, leaf: string) => '['.repeat(depth) + JSON.stringify(leaf) + ']'.repeat(depth);
    const put = async (body: string) => {
      const res = await api.request('/current_user', { method: 'PUT', body, headers: { 'content-type': 'application/json', ...member.auth } });
      return { status: res.status, body: (await res.json()) as { errors: { code: string; field?: string }[] } };
    };
    // 10,000 arrays in 20 kB: the walk that looks for NUL bytes used to recurse through them and answer 500.
    for (const [name, body] of [
      ['arrays', nested(10_000, 'x')],
      ['objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
      ['a field', `{"first_name":${nested(5_000, 'x')}}`],
    ]) {
      expect({ name, ...(await put(body!)) }).toMatchObject({ name, status: 422, body: { errors: [{ code: 'common.validation', field: 'body' }] } });
    }
    // Within the bound the walk goes to the bottom and names the path to the bad string.
    expect(await put(JSON.stringify({ socials: JSON.parse(nested(60, 'a\u0000')) }))).toMatchObject({ status: 422, body: { errors: [{ field: `socials.${Array(60).fill('0').join('.')}` }] } });
  });
});
