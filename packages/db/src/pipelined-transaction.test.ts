import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openDb, type DbHandle } from './client.ts';
import { failUnless, failUnlessChanged, isFailUnless, PipelineStatementError, runPipelinedTransaction } from './pipelined-transaction.ts';

/** A scratch database (no migrations needed): the server of DATABASE_URL, else in-memory PGlite. */
async function scratch(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { handle: await openDb({ pglite: new PGlite() }), drop: async () => {} };
  const name = `foyer_pipeline_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // One connection: what a failed pipeline leaves behind is what the next caller gets.
  const handle = await openDb({ databaseUrl: target.toString(), maxConnections: 1 });
  return { handle, drop: async () => { await handle.close(); await admin.unsafe(`drop database if exists ${name}`); await admin.end(); } };
}

describe('runPipelinedTransaction', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  const run = (statements: { text: string; params: unknown[] }[]) => runPipelinedTransaction(handle.db, statements);
  const stockOf = async () => (await run([{ text: 'select left_ from stock where id = 1', params: [] }]))[0]![0]!.left_;
  const logCount = async () => Number((await run([{ text: 'select count(*)::int as n from log', params: [] }]))[0]![0]!.n);

  beforeAll(async () => {
    ({ handle, drop } = await scratch());
    await run([
      { text: 'create table stock (id integer primary key, left_ integer not null)', params: [] },
      { text: 'create table log (id serial primary key, note text not null)', params: [] },
      { text: 'insert into stock values (1, 2)', params: [] },
    ]);
  });
  afterAll(() => drop());

  const take = (n: number) => ({ text: failUnlessChanged('update stock set left_ = left_ - $1 where id = 1 and left_ >= $1 returning 1'), params: [n] });
  const note = (text: string) => ({ text: 'insert into log (note) values ($1) returning id', params: [text] });

  it('commits every statement and returns their rows in order', async () => {
    const [inserted, taken] = await run([note('first'), take(1)]);
    expect(inserted![0]!.id).toEqual(expect.any(Number));
    expect(taken).toEqual([{ ok: 1 }]);
    expect(await stockOf()).toBe(1);
    expect(await logCount()).toBe(1);
  });

  it('a conditional update that changes nothing fails the whole transaction, names its statement, and leaves the connection clean', async () => {
    const error = await run([note('second'), take(5), note('never')]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipelineStatementError);
    expect((error as PipelineStatementError).index).toBe(1);
    expect(isFailUnless((error as PipelineStatementError).cause)).toBe(true);
    // Nothing of it was written, and the (only) connection answers again: it was not left in
    // the aborted transaction (that would refuse every statement with 25P02).
    expect(await logCount()).toBe(1);
    expect(await stockOf()).toBe(1);
  });

  it('failUnless refuses on a false condition only', async () => {
    await expect(run([{ text: failUnless('$1::integer > 0'), params: [1] }])).resolves.toEqual([[{ ok: 1 }]]);
    const error = (await run([note('x'), { text: failUnless('$1::integer > 0'), params: [0] }]).catch((e: unknown) => e)) as PipelineStatementError;
    expect([error.index, isFailUnless(error.cause)]).toEqual([1, true]);
    expect(await logCount()).toBe(1);
  });

  it('another SQL error is reported as itself, not as a refusal', async () => {
    const error = (await run([note('y'), { text: 'insert into log (note) values (null)', params: [] }]).catch((e: unknown) => e)) as PipelineStatementError;
    expect(error.index).toBe(1);
    expect(isFailUnless(error.cause)).toBe(false);
    expect((error.cause as { code?: string }).code).toBe('23502');
    expect(await logCount()).toBe(1);
  });

  it('concurrent pipelines on one hot row never oversell', async () => {
    await run([{ text: 'update stock set left_ = 10 where id = 1', params: [] }]);
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => run([note(`buyer ${i}`), take(1)]).then(() => 'sold', () => 'refused')));
    expect(outcomes.filter((o) => o === 'sold')).toHaveLength(10);
    expect(await stockOf()).toBe(0);
    expect(await logCount()).toBe(11);
  });
});
