/**
 * Awaits statements dispatched together on one transaction's connection (postgres.js sends
 * them in one write and Postgres runs them in dispatch order). Every one is settled before
 * anything is thrown, and the first failure in dispatch order is the one reported: the later
 * ones only say that the transaction is aborted.
 */
export async function pipeline<const T extends readonly unknown[]>(statements: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(statements);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
