import { describe, expect, it } from 'vitest';
import type { Ctx } from '@foyer/core/context';
import { createApi } from './create-api.ts';
import { isAccessLevel } from './access-levels.ts';
import { loadOperations, type Operation } from './testing/openapi-operations.ts';

/**
 * A guest calling an operation for signed-in callers with input that does not validate is told
 * to sign in (401), not what is wrong with the input (422): before, validation ran first and an
 * anonymous caller could read the shape of admin calls from the errors. No database is needed:
 * neither answer reaches a service.
 */
const api = createApi({ log: { warn() {}, error() {}, info() {} } } as unknown as Ctx);
const ops = await loadOperations(api);
const guestRefused = new Set(['user', 'event-user', 'member', 'admin', 'moderator', 'moderated', 'owner']);

/** The operation's path with every id parameter "x" (no id validates), and a body that is not an object. */
function badRequest(op: Operation): { path: string; init: RequestInit } | null {
  const ids = op.params.filter((p) => p.in === 'path' && p.schema?.type === 'integer').map((p) => p.name);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (ids.includes(name) ? 'x' : '1'));
  const withBody = op.body && op.method !== 'GET' && op.method !== 'DELETE';
  if (ids.length === 0 && !withBody) return null;
  return { path, init: { method: op.method, ...(withBody ? { headers: { 'content-type': 'application/json' }, body: '"not an object"' } : {}) } };
}

const guarded = ops.filter((op) => isAccessLevel(op.access) && guestRefused.has(op.access) && !op.multipart && badRequest(op));

describe('input of sign-in-only operations, sent by a guest', () => {
  it('covers the API', () => {
    expect(guarded.length).toBeGreaterThan(100);
  });

  it.each(guarded.map((op) => [`${op.method} ${op.path}`, op] as const))('%s → 401, not 422', async (_name, op) => {
    const { path, init } = badRequest(op)!;
    const res = await api.request(path, init);
    expect([res.status, ((await res.json()) as { errors: { code: string }[] }).errors[0]?.code]).toEqual([401, 'common.not_authenticated']);
  });

  it('a caller with a token that does not verify is 401 as well (the client refreshes and retries)', async () => {
    const res = await api.request('/events/x/discount_codes', { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
  });

  it('a public operation still names the field', async () => {
    const res = await api.request('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(422);
  });
});
