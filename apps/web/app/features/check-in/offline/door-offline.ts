import { createStore, get, keys, set, update, type UseStore } from 'idb-keyval';
import type { OfflineTicket, SyncResult } from '@foyer/core/checkin/offline-door';
import type { ScanResult } from '@foyer/core/checkin/scan-ticket';
import type { CheckInFilter, CheckInPage } from '@foyer/core/checkin/check-in-filter';
import { listFromCopy } from '@foyer/core/checkin/offline-list';
import { formatWhen } from '@foyer/i18n';
import { answerOffline, type QueuedScan } from './answer-offline.ts';

/**
 * The door's offline side, in the browser (issue #16): a copy of the event's tickets, the scans
 * made without the server and the conflicts their sync found, kept in IndexedDB per door (the
 * door page's path) so a reload, a closed tab or a phone restart loses none of them.
 */

export interface DoorCopy {
  fetched_at: string;
  timezone: string;
  /** The signed-in administrator's name, for "already scanned … by" of a scan this door queued. */
  me: string | null;
  tickets: OfflineTicket[];
}

/** A queued scan the server did not record as a check-in, with why (a conflict: someone was first). */
export type DoorConflict = SyncResult & { scanned_at: string };

export interface DoorState {
  copy: { fetched_at: string; timezone: string; count: number } | null;
  pending: number;
  conflicts: DoorConflict[];
}

/** How many scans go in one sync request (core offline-door MAX_SYNC_SCANS). */
const SYNC_CHUNK = 500;

let db: UseStore | null = null;
const store = () => (db ??= createStore('foyer-door', 'door'));
const key = (door: string, what: 'copy' | 'queue' | 'conflicts') => `${door}|${what}`;

/** A door's copy as a map, built once per fetched copy (a scan should not rebuild 10,000 entries). */
let lookup: { door: string; fetchedAt: string; map: Map<string, OfflineTicket> } | null = null;
function ticketsOf(door: string, copy: DoorCopy) {
  if (lookup?.door !== door || lookup.fetchedAt !== copy.fetched_at) lookup = { door, fetchedAt: copy.fetched_at, map: new Map(copy.tickets.map((t) => [t.code, t])) };
  return lookup.map;
}

const changed = (door: string) => window.dispatchEvent(new CustomEvent('foyer-door-change', { detail: door }));
export function onDoorChange(door: string, listener: () => void): () => void {
  const handler = (e: Event) => (e as CustomEvent<string>).detail === door && listener();
  window.addEventListener('foyer-door-change', handler);
  return () => window.removeEventListener('foyer-door-change', handler);
}

/** A random id for a scan; crypto.randomUUID is missing on pages not served over https (a door on a LAN address). */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Whether the door holds a copy (its key only: the copy itself can be megabytes). */
export async function hasCopy(door: string): Promise<boolean> {
  return (await keys(store())).includes(key(door, 'copy'));
}

export async function doorState(door: string): Promise<DoorState> {
  const [copy, queue, conflicts] = await Promise.all([get<DoorCopy>(key(door, 'copy'), store()), get<QueuedScan[]>(key(door, 'queue'), store()), get<DoorConflict[]>(key(door, 'conflicts'), store())]);
  return { copy: copy ? { fetched_at: copy.fetched_at, timezone: copy.timezone, count: copy.tickets.filter((t) => t.here && !t.reason).length } : null, pending: queue?.length ?? 0, conflicts: conflicts ?? [] };
}

/** Why a copy could not be fetched: the password must be entered again, or the server is out of reach. */
export type RefreshProblem = 'reauth' | 'failed';

/** Fetches a fresh copy of the door's tickets; keeps the old one when the server cannot be reached. */
export async function refreshCopy(door: string): Promise<RefreshProblem | null> {
  try {
    const res = await fetch(`${door}/offline`, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
    const body = (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as { ok: boolean; code?: string } & Partial<DoorCopy>) : null;
    if (!body?.ok) return body?.code === 'admin.reauth_required' ? 'reauth' : 'failed';
    await set(key(door, 'copy'), { fetched_at: body.fetched_at!, timezone: body.timezone!, me: body.me ?? null, tickets: body.tickets! } satisfies DoorCopy, store());
    changed(door);
    return null;
  } catch {
    return 'failed';
  }
}

/** A scan answered from the copy; a green one is queued to be sent. `when` is written as the server would. */
export async function scanOffline(door: string, code: string, locale: string): Promise<ScanResult & { when: string | null }> {
  const copy = await get<DoorCopy>(key(door, 'copy'), store());
  if (!copy) return { outcome: 'not_recognised', ticket: null, when: null };
  let result: ScanResult = { outcome: 'not_recognised', ticket: null };
  // Read and append in one IndexedDB transaction: two quick scans of one ticket queue it once.
  await update<QueuedScan[]>(
    key(door, 'queue'),
    (queue = []) => {
      const answer = answerOffline(ticketsOf(door, copy), queue, code, new Date(), copy.me, newId);
      result = answer.result;
      return answer.queue ? [...queue, answer.queue] : queue;
    },
    store(),
  );
  changed(door);
  const at = result.ticket?.checked_in_at;
  return { ...result, when: at ? formatWhen(at, locale, copy.timezone, 'datetime') : null };
}

/** The door's lists from its copy and the scans waiting to be sent; null when the door holds no copy. */
export async function listOffline(door: string, filter: CheckInFilter): Promise<{ list: CheckInPage; fetched_at: string; timezone: string } | null> {
  const [copy, queue] = await Promise.all([get<DoorCopy>(key(door, 'copy'), store()), get<QueuedScan[]>(key(door, 'queue'), store())]);
  if (!copy) return null;
  return { list: listFromCopy(copy.tickets, queue ?? [], filter, copy.me), fetched_at: copy.fetched_at, timezone: copy.timezone };
}

let syncing: Promise<'sent' | 'failed' | 'idle'> | null = null;

/** Sends the queued scans (one sync at a time); records conflicts and marks the copy's tickets that are in now. */
export function syncQueue(door: string): Promise<'sent' | 'failed' | 'idle'> {
  syncing ??= sendQueue(door).finally(() => (syncing = null));
  return syncing;
}

async function sendQueue(door: string): Promise<'sent' | 'failed' | 'idle'> {
  const queue = (await get<QueuedScan[]>(key(door, 'queue'), store())) ?? [];
  if (queue.length === 0) return 'idle';
  for (let i = 0; i < queue.length; i += SYNC_CHUNK) {
    const chunk = queue.slice(i, i + SYNC_CHUNK);
    let results: SyncResult[];
    try {
      const res = await fetch(`${door}/offline`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, credentials: 'same-origin', body: JSON.stringify({ scans: chunk.map(({ id, code, scanned_at }) => ({ id, code, scanned_at })) }) });
      const body = (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as { ok: boolean; results?: SyncResult[] }) : null;
      if (!body?.ok || !body.results) return 'failed';
      results = body.results;
    } catch {
      return 'failed';
    }
    await settle(door, chunk, results);
  }
  return 'sent';
}

async function settle(door: string, chunk: QueuedScan[], results: SyncResult[]) {
  const sent = new Set(chunk.map((s) => s.id));
  const scannedAt = new Map(chunk.map((s) => [s.id, s.scanned_at]));
  await update<QueuedScan[]>(key(door, 'queue'), (queue = []) => queue.filter((s) => !sent.has(s.id)), store());
  const refused = results.filter((r) => r.outcome !== 'checked_in').map((r) => ({ ...r, scanned_at: scannedAt.get(r.id) ?? '' }));
  if (refused.length) await update<DoorConflict[]>(key(door, 'conflicts'), (list = []) => [...list, ...refused], store());
  // The copy learns who is in now, so a second scan here is "already" before the next refresh.
  const inNow = new Map(results.map((r, i) => [chunk[i]!.ticket, r] as const).filter(([, r]) => r.checked_in_at));
  if (inNow.size) {
    lookup = null;
    await update<DoorCopy | undefined>(
      key(door, 'copy'),
      (copy) => copy && { ...copy, tickets: copy.tickets.map((t) => (inNow.has(t.code) ? { ...t, checked_in_at: inNow.get(t.code)!.checked_in_at, checked_in_by: inNow.get(t.code)!.checked_in_by } : t)) },
      store(),
    );
  }
  changed(door);
}

export async function dismissConflicts(door: string): Promise<void> {
  await set(key(door, 'conflicts'), [], store());
  changed(door);
}

/** A time of the door's copy (a conflict's), written as the server writes the door's times. */
export function formatDoorTime(at: string | null, locale: string, timezone: string): string | null {
  return at ? formatWhen(at, locale, timezone, 'datetime') : null;
}
