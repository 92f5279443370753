const memos = new WeakMap<Request, Map<string, Promise<unknown>>>();

/**
 * Loaders of one navigation run in parallel on the same Request and often need the same rows
 * (the event, its components): the first asks the database, the others share the answer.
 */
export function perRequest<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(request);
  if (!memo) memos.set(request, (memo = new Map()));
  let found = memo.get(key) as Promise<T> | undefined;
  if (!found) memo.set(key, (found = load()));
  return found;
}
