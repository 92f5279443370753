import { AsyncLocalStorage } from 'node:async_hooks';

type Memo = Map<string, Promise<unknown>>;

/**
 * One memo per HTTP request, wherever in its handling a loader runs. React Router hands each
 * loader its own copy of the Request (it strips `?index` and `_routes` into a new one per
 * route), so a memo keyed by the Request object never reached a second loader: a signed-in
 * landing page read its event (lp_settings and all) three times and its languages three times.
 * The web server opens the scope around each document GET (http-app.ts: after an action its
 * loaders must not see what the action read before it wrote); the app's build
 * and the server load this file as two modules, so they share the scope through a global symbol.
 */
const scopeKey = Symbol.for('foyer.request-memo');
const scope: AsyncLocalStorage<Memo> = ((globalThis as Record<symbol, unknown>)[scopeKey] as AsyncLocalStorage<Memo> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[scopeKey] = new AsyncLocalStorage<Memo>());

/** Runs `handle` (one HTTP request that only reads) with a memo of its own for perRequest. */
export function withRequestMemo<T>(handle: () => T): T {
  return scope.run(new Map(), handle);
}

/** Outside a scope (tests calling a loader directly), the Request object itself keys the memo. */
const byRequest = new WeakMap<Request, Memo>();

/**
 * Loaders of one navigation run in parallel and often need the same rows (the event, its
 * languages, its components): the first asks the database, the others share the answer.
 * Keys name what they hold for this request's URL; every loader of a request sees one URL.
 */
export function perRequest<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  let memo = scope.getStore();
  if (!memo) {
    memo = byRequest.get(request);
    if (!memo) byRequest.set(request, (memo = new Map()));
  }
  let found = memo.get(key) as Promise<T> | undefined;
  if (!found) memo.set(key, (found = load()));
  return found;
}
