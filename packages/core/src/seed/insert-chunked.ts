import type { Db } from '@foyer/db';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

/**
 * Inserts rows in chunks (a statement has at most 65535 parameters) and returns their ids in
 * input order. The caller's transaction makes the chunks all-or-nothing.
 */
export async function insertChunked<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  chunkSize = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + chunkSize))
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
