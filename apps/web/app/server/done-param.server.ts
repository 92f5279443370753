import { idFrom } from '@foyer/core/platform/input-vocabulary';

/**
 * Post/redirect/get on the admin screens: the redirect's address says what the post did, so the
 * list can say it once — `?done=<kind>`, with `&id=<n>` for the row it made or changed, or
 * `&name=<text>` for one it deleted (gone, so only its name is left to say). One protocol for
 * every screen, read back by readDone.
 */
export function doneHref(path: string, kind: string, about: { id?: number | null; name?: string | null } = {}): string {
  const q = new URLSearchParams({ done: kind });
  if (about.id) q.set('id', String(about.id));
  if (about.name) q.set('name', about.name);
  return `${path}?${q}`;
}

export interface Done<K extends string> {
  kind: K;
  /** A well-formed id or null: the screen looks it up among its own rows before naming anything. */
  id: number | null;
  /** Text from the address, unchecked: the screen decides what it may show. */
  name: string | null;
}

/** The `?done=` a redirect carried, when its kind is one the screen knows; anything else says nothing. */
export function readDone<K extends string>(params: URLSearchParams, kinds: readonly K[]): Done<K> | null {
  const kind = params.get('done');
  if (kind === null || !(kinds as readonly string[]).includes(kind)) return null;
  return { kind: kind as K, id: idFrom(params.get('id')), name: params.get('name') };
}
