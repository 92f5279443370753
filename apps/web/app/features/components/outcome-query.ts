/**
 * Screens whose changes are form posts (they work without JavaScript) answer with a redirect
 * back, and the screen then says what happened from its query: `?<key>=<outcome>` or
 * `?<key>_error=<code>`. This is the one place that writes and reads that pair, so every such
 * screen treats a hand-made URL alike: only outcomes the screen names and error codes of its own
 * capability are shown; anything else in the URL is ignored (never echoed, never looked up).
 * Client-safe: a component reads the same query after a client-side navigation.
 */
export interface OutcomeQuery<N extends string> {
  key: string;
  notices: readonly N[];
  /** Whether the screen says this error code in a line (its capability's own codes); null: it says none. */
  shows(code: string): boolean;
}

/**
 * `errors`: an anchored pattern without the g flag (a stateful one would answer every other call
 * wrongly), a list of known codes (an object whose keys are them, as core's errorStatus), or
 * null when the screen announces no errors this way.
 */
export function defineOutcomeQuery<const N extends string>(key: string, notices: readonly N[], errors: RegExp | Readonly<Record<string, unknown>> | null): OutcomeQuery<N> {
  if (errors instanceof RegExp && (!errors.source.startsWith('^') || !errors.source.endsWith('$') || errors.global || errors.sticky)) {
    throw new Error(`outcome query ${key}: the error pattern must be anchored and stateless`);
  }
  const shows = errors === null ? () => false : errors instanceof RegExp ? (code: string) => errors.test(code) : (code: string) => Object.hasOwn(errors, code);
  return { key, notices, shows };
}

export type NoticeOf<Q> = Q extends OutcomeQuery<infer N> ? N : never;

export function readOutcome<N extends string>(q: OutcomeQuery<N>, search: URLSearchParams): { notice: N | null; error: string | null } {
  const notice = search.get(q.key);
  const error = search.get(`${q.key}_error`);
  return {
    notice: notice !== null && (q.notices as readonly string[]).includes(notice) ? (notice as N) : null,
    error: error !== null && q.shows(error) ? error : null,
  };
}

/**
 * The redirect target `back` with this outcome in its query (an earlier outcome of either kind
 * removed, the rest of the query and the hash kept): path, query and hash, no origin.
 */
export function withOutcome<N extends string>(q: OutcomeQuery<N>, back: URL, outcome: { notice: N } | { error: string }): string {
  const target = new URL(back);
  target.searchParams.delete(q.key);
  target.searchParams.delete(`${q.key}_error`);
  if ('notice' in outcome) target.searchParams.set(q.key, outcome.notice);
  else target.searchParams.set(`${q.key}_error`, outcome.error);
  return `${target.pathname}${target.search}${target.hash}`;
}
