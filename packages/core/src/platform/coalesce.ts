/**
 * DataLoader's idea for hot reads: calls made in the same turn of the event loop (several HTTP
 * requests parsed together under load) are answered by ONE call of `load`, made just after that
 * turn (setImmediate). `load` gets the calls' arguments in order and must answer one result per
 * argument, in the same order. A quiet server calls `load` with one argument, one turn later.
 * If `load` fails, every caller of that batch gets the failure.
 */
export function coalesce<A, R>(load: (args: A[]) => Promise<R[]>): (arg: A) => Promise<R> {
  let pending: { arg: A; resolve: (r: R) => void; reject: (e: unknown) => void }[] | null = null;
  const flush = () => {
    const calls = pending!;
    pending = null;
    Promise.resolve()
      .then(() => load(calls.map((c) => c.arg)))
      .then(
      (results) => calls.forEach((c, i) => c.resolve(results[i]!)),
      (err: unknown) => calls.forEach((c) => c.reject(err)),
    );
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
