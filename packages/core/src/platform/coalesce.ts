/**
 * DataLoader's idea for hot reads: calls made in the same turn of the event loop (several HTTP
 * requests parsed together under load) are answered by ONE call of `load`, made just after that
 * turn (setImmediate). `load` gets the calls' arguments in order and must answer one result per
 * argument, in the same order. A quiet server calls `load` with one argument, one turn later.
 * If a shared `load` fails, each of its callers is asked again alone, so one bad argument (or
 * one that trips the database) fails only its own caller, never the strangers it was batched with.
 */
export function coalesce<A, R>(load: (args: A[]) => Promise<R[]>): (arg: A) => Promise<R> {
  type Call = { arg: A; resolve: (r: R) => void; reject: (e: unknown) => void };
  let pending: Call[] | null = null;
  const run = (calls: Call[]) =>
    Promise.resolve()
      .then(() => load(calls.map((c) => c.arg)))
      .then((results) => calls.forEach((c, i) => c.resolve(results[i]!)));
  const flush = () => {
    const calls = pending!;
    pending = null;
    run(calls).catch((err: unknown) => {
      if (calls.length === 1) return calls[0]!.reject(err);
      for (const c of calls) run([c]).catch(c.reject);
    });
  };
  return (arg) =>
    new Promise<R>((resolve, reject) => {
      if (!pending) {
        pending = [];
        setImmediate(flush);
      }
      pending.push({ arg, resolve, reject });
    });
}
