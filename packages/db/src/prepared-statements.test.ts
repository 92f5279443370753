import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb } from './client.ts';

const url = process.env.DATABASE_URL;

/** The statements this connection holds prepared (one connection, so the reading one is the writing one). */
const preparedOn = async (db: Awaited<ReturnType<typeof openDb>>['db']) =>
  (await db.execute(sql`select statement from pg_prepared_statements where statement like ${'%prepared-probe%'}`)) as unknown as { statement: string }[];

describe.skipIf(!url)('drizzle statements on PostgreSQL', () => {
  it('are prepared once per connection and then only bound and executed', async () => {
    const handle = await openDb({ databaseUrl: url!, maxConnections: 1 });
    try {
      for (const n of [1, 2, 3]) {
        const [row] = (await handle.db.execute(sql`select ${n}::int + 1 as next /* prepared-probe */`)) as unknown as { next: number }[];
        expect(row!.next).toBe(n + 1);
      }
      const held = await preparedOn(handle.db);
      // One statement for three calls: the text was parsed once.
      expect(held.filter((s) => s.statement.includes('as next'))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it('are not prepared when the URL says prepare=false (PgBouncer in transaction mode)', async () => {
    const off = new URL(url!);
    off.searchParams.set('prepare', 'false');
    const handle = await openDb({ databaseUrl: off.toString(), maxConnections: 1 });
    try {
      await handle.db.execute(sql`select ${1}::int as one /* prepared-probe */`);
      expect((await preparedOn(handle.db)).filter((s) => s.statement.includes('as one'))).toHaveLength(0);
    } finally {
      await handle.close();
    }
  });
});
