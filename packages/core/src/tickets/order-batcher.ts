import { isFailUnless, PipelineStatementError, runPipelinedTransaction, type Db } from '@foyer/db';
import { AppError } from '../errors.ts';
import type { OrderDraft } from './order-draft.ts';
import { planOrders } from './order-statements.ts';
import { isLockFailure } from './order-stock.ts';

/** At most this many orders share one transaction. */
const MAX_BATCH = 64;
/**
 * Transactions in flight per event and kind: one. The orders that arrive meanwhile make the next
 * batch bigger, which costs the database less per order than a second transaction in parallel
 * would (measured: 11.5 orders per transaction and 1.8 ms of Postgres CPU per order with one in
 * flight, 5.6 and 2.2–3 ms with two, in `npm run bench`).
 */
const MAX_IN_FLIGHT = 1;

interface Pending {
  draft: OrderDraft;
  resolve: (orderId: number) => void;
  reject: (err: unknown) => void;
}

interface Lane {
  queue: Pending[];
  inFlight: number;
}

const lanesByDb = new WeakMap<Db, Map<string, Lane>>();
const observersByDb = new WeakMap<Db, Set<(orders: number) => void>>();

/**
 * Writes one order (docs/locking.md rule 3) and answers its id, or the SPEC §8 error that refuses
 * it. Concurrent orders of one event are written together: while a transaction is in flight the
 * orders that arrive wait for it and then go as ONE set-based transaction (planOrders) — a
 * sought-after ticket's counter is then taken once per batch instead of once per buyer, and the
 * crowd stops queueing on its row lock and on the commit. A quiet site writes each order at once,
 * alone; nothing waits on a timer. When a batch is refused (a buyer broke a rule under the lock,
 * or the counter is too short for all of them) every order of it is written again alone, so each
 * buyer gets their own answer; a lock timeout answers every one of them "busy".
 */
export function writeOrder(db: Db, draft: OrderDraft): Promise<number> {
  let lanes = lanesByDb.get(db);
  if (!lanes) lanesByDb.set(db, (lanes = new Map()));
  const key = `${draft.eventId}:${draft.kind}`;
  let lane = lanes.get(key);
  if (!lane) lanes.set(key, (lane = { queue: [], inFlight: 0 }));
  const written = new Promise<number>((resolve, reject) => lane.queue.push({ draft, resolve, reject }));
  pump(db, lanes, key, lane);
  return written;
}

/** Calls `listener` with the number of orders of every transaction written (tests, bench). */
export function observeOrderBatches(db: Db, listener: (orders: number) => void): () => void {
  let observers = observersByDb.get(db);
  if (!observers) observersByDb.set(db, (observers = new Set()));
  observers.add(listener);
  return () => observers.delete(listener);
}

function pump(db: Db, lanes: Map<string, Lane>, key: string, lane: Lane): void {
  while (lane.inFlight < MAX_IN_FLIGHT && lane.queue.length) {
    const batch = takeBatch(lane.queue);
    lane.inFlight += 1;
    void runBatch(db, batch).finally(() => {
      lane.inFlight -= 1;
      if (lane.queue.length) pump(db, lanes, key, lane);
      else if (lane.inFlight === 0 && lanes.get(key) === lane) lanes.delete(key);
    });
  }
}

/**
 * The next batch, in arrival order: one order per buyer (the "already has a ticket" re-check of
 * a batch cannot see a sibling order of the same buyer), the buyer's next one waits its turn.
 */
function takeBatch(queue: Pending[]): Pending[] {
  const batch: Pending[] = [];
  const rest: Pending[] = [];
  const buyers = new Set<number>();
  for (const p of queue) {
    if (batch.length < MAX_BATCH && !buyers.has(p.draft.buyer.id)) {
      batch.push(p);
      buyers.add(p.draft.buyer.id);
    } else rest.push(p);
  }
  queue.splice(0, queue.length, ...rest);
  return batch;
}

async function runBatch(db: Db, batch: Pending[]): Promise<void> {
  try {
    const ids = await writeOrders(db, batch.map((p) => p.draft));
    batch.forEach((p, i) => p.resolve(ids[i]!));
  } catch (e) {
    if (batch.length === 1 || (e instanceof AppError && e.code === 'tickets.busy')) {
      for (const p of batch) p.reject(e);
      return;
    }
    // Somebody in the batch was refused: alone, each order gets its own answer.
    await Promise.all(batch.map((p) => writeOrders(db, [p.draft]).then((ids) => p.resolve(ids[0]!), p.reject)));
  }
}

/** One transaction for `drafts`; the orders' ids in the same order. */
async function writeOrders(db: Db, drafts: OrderDraft[]): Promise<number[]> {
  const plan = planOrders(drafts);
  for (const listener of observersByDb.get(db) ?? []) listener(drafts.length);
  let results: Record<string, unknown>[][];
  try {
    results = await runPipelinedTransaction(db, plan.statements);
  } catch (e) {
    const failed = e instanceof PipelineStatementError ? e : null;
    const cause = failed?.cause ?? e;
    if (isLockFailure(cause)) throw new AppError('tickets.busy', 'Too many people are buying right now, please try again');
    const refusal = failed && drafts.length === 1 && isFailUnless(cause) ? plan.refusals[failed.index] : null;
    throw refusal ? refusal() : cause;
  }
  const ids = new Map(results[plan.ordersStatement]!.map((r) => [String(r.uuid), Number(r.id)]));
  return drafts.map((d) => ids.get(String(d.order.uuid))!);
}
