import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { resolveViewer, resolveViewerWithConsents } from './viewer.ts';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await createTestCtx();
});
afterAll(async () => {
  await ctx?.close();
});

const settle = <T>(p: Promise<T>) =>
  p.then(
    (v) => ({ ok: v }),
    (e: unknown) => ({ error: (e as { code?: string }).code }),
  );

describe('resolveViewer under concurrent requests (one statement for the tokens of one turn)', () => {
  it('gives every token its own user, and refuses only the revoked, deleted and forged ones', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => insertTestUser(ctx, { first_name: `Parallel${i}`, consents: i !== 4 })));
    await ctx.db.update(schema.refresh_tokens).set({ revoked_at: new Date() }).where(eq(schema.refresh_tokens.family_id, users[1]!.viewer.family_id));
    await ctx.db.update(schema.users).set({ deleted_at: new Date() }).where(eq(schema.users.id, users[2]!.viewer.id));
    const forged = `${users[3]!.token.slice(0, -4)}AAAA`;

    const [plain, withConsents] = await Promise.all([
      Promise.all([...users.map((u) => settle(resolveViewer(ctx, u.token))), settle(resolveViewer(ctx, forged))]),
      Promise.all(users.map((u) => settle(resolveViewerWithConsents(ctx, u.token)))),
    ]);

    expect(plain.map((r) => ('ok' in r ? r.ok.first_name : r.error))).toEqual([
      'Parallel0', 'auth.token_invalid', 'auth.token_invalid', 'Parallel3', 'Parallel4', 'Parallel5', 'auth.token_invalid',
    ]);
    expect(plain[0]).toEqual({ ok: users[0]!.viewer });
    expect(withConsents.map((r) => ('ok' in r ? `${r.ok.viewer.first_name}:${r.ok.lacksSystemConsents}` : r.error))).toEqual([
      'Parallel0:false', 'auth.token_invalid', 'auth.token_invalid', 'Parallel3:false', 'Parallel4:true', 'Parallel5:false',
    ]);
  });
});
