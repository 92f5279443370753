import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Db } from './client.ts';

/** One statement of a pipelined transaction: `$1…$n` placeholders and their values. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** A statement of the transaction failed; `index` says which one (its position in the list). */
export class PipelineStatementError extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super(`statement ${index} of a pipelined transaction failed: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'PipelineStatementError';
  }
}

/**
 * Runs `statements` as one transaction in ONE round trip on PostgreSQL: BEGIN, the statements and
 * COMMIT are written together on a reserved connection, and Postgres runs them in that order.
 * When one fails the transaction is aborted, the later statements are refused, and the COMMIT
 * ends it as a rollback — so nothing is half-written and the connection goes back clean. A
 * statement that must make the whole transaction fail on a condition (a conditional UPDATE that
 * matched no row) has to raise an error itself; see `failUnless`.
 *
 * The price: no statement can depend on what the client reads from an earlier one. Use it for
 * hot write paths whose decisions can all be made in SQL (docs/locking.md). On PGlite (one
 * connection, in-process) the statements run one after another in an ordinary transaction.
 *
 * Returns the rows of every statement, in order.
 */
export async function runPipelinedTransaction(db: Db, statements: Statement[]): Promise<Record<string, unknown>[][]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) return runOnPglite(client, statements);
  const sql = client as Sql;
  const reserved = await sql.reserve();
  try {
    const begin = reserved.unsafe('begin');
    const results = statements.map((s) => reserved.unsafe(s.text, s.params as never[], { prepare: true }));
    const commit = reserved.unsafe('commit');
    // Settle everything before throwing: the connection must have finished the COMMIT (or its
    // rollback) before it is released.
    const settled = await Promise.allSettled([begin, ...results, commit]);
    const failed = settled.findIndex((s) => s.status === 'rejected');
    if (failed !== -1) {
      const reason = (settled[failed] as PromiseRejectedResult).reason;
      throw failed === 0 || failed === settled.length - 1 ? reason : new PipelineStatementError(failed - 1, reason);
    }
    return settled.slice(1, -1).map((s) => [...((s as PromiseFulfilledResult<Record<string, unknown>[]>).value ?? [])]);
  } finally {
    reserved.release();
  }
}

async function runOnPglite(client: PGlite, statements: Statement[]): Promise<Record<string, unknown>[][]> {
  return client.transaction(async (tx) => {
    const out: Record<string, unknown>[][] = [];
    for (const [index, s] of statements.entries()) {
      try {
        out.push((await tx.query<Record<string, unknown>>(s.text, s.params)).rows);
      } catch (e) {
        throw new PipelineStatementError(index, e);
      }
    }
    return out;
  });
}

function isPglite(client: unknown): client is PGlite {
  return typeof client === 'object' && client !== null && typeof (client as PGlite).transaction === 'function' && typeof (client as PGlite).query === 'function';
}

/**
 * A statement that FAILS unless `condition` (SQL, may use the statement's parameters) holds: the
 * division by zero aborts the pipelined transaction, and the caller maps the failing statement's
 * index to its own error. Plain SQL has no "raise"; this needs no stored function.
 */
export function failUnless(condition: string): string {
  return `select 1 / (case when ${condition} then 1 else 0 end) as ok`;
}

/**
 * A data-modifying statement (`update … returning 1`) that FAILS when it changed no row — the
 * conditional UPDATE that takes stock: no row means the counter was short.
 */
export function failUnlessChanged(modifying: string): string {
  return `with changed as (${modifying}) select 1 / (select count(*) from changed)::int as ok`;
}

/** True when a pipelined statement failed because `failUnless` found no row changed. */
export function isFailUnless(err: unknown): boolean {
  return (err as { code?: string })?.code === '22012';
}
