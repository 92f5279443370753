import { randomBytes } from 'node:crypto';
import { openDb, schema, type DbHandle } from '@foyer/db';
import { sql } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';

/**
 * Test helpers for races on real Postgres (stock-concurrency, order-batcher): the test
 * database's own pool is small, and a race wants many connections at once.
 */
export async function openWidePool(ctx: Pick<Ctx, 'db'>, databaseUrl: string, maxConnections: number): Promise<DbHandle> {
  const [{ name }] = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as [{ name: string }];
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return openDb({ databaseUrl: url.toString(), maxConnections });
}

/** `n` buyers (accounts without a session), as placeOrder sees them. */
export async function insertBuyers(ctx: Pick<Ctx, 'db'>, n: number): Promise<Viewer[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await ctx.db
    .insert(schema.users)
    .values(Array.from({ length: n }, (_, i) => ({ user_identity_token: `${tag}-${i}`, email: `buyer${i}-${tag}@example.test`, first_name: 'Buyer', last_name: `${i}` })))
    .returning();
  return rows.map((u) => ({ id: u.id, user_identity_token: u.user_identity_token, email: u.email, first_name: u.first_name, last_name: u.last_name, locale: null, family_id: 'f' }));
}
