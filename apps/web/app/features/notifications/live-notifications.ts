import { useSyncExternalStore } from 'react';
import type { NotificationRecord } from '@foyer/core/notifications/notification-record';
import type { NotificationMessage } from '@foyer/core/realtime/messages';
import { connectRealtime, type RealtimeConnection } from './realtime-connection.ts';

/** DESIGN "HTTP contract": the viewer's stream; the session cookie signs it in. */
export const STREAM_URL = '/api/v1/realtime/me';
/** SPEC §9 polling fallback (the inbox's 30 000 ms). */
export const POLL_MS = 30_000;

export interface LiveState {
  /** null until the page knows better than its loader (a message, a poll, a mark-read). */
  unread: number | null;
  /** Arrived after the page loaded, newest first. */
  fresh: NotificationRecord[];
  /** Marked read on this page (the list shows them read without reloading). */
  read: ReadonlySet<number>;
  /** The latest arrival, for the screen-reader announcement. */
  announce: NotificationRecord | null;
}

const initial: LiveState = { unread: null, fresh: [], read: new Set(), announce: null };
let state = initial;
let latestId = 0;
let jsonUrl = '';
let connection: RealtimeConnection | null = null;
let users = 0;
const listeners = new Set<() => void>();
/**
 * Other features' messages on the same stream (the inbox's `inbox`): one /realtime/me connection
 * per page, not one per feature — a browser keeps at most six connections to a host, across tabs.
 */
const riders = new Map<string, Set<{ onMessage: (data: unknown) => void; onPoll: () => void }>>();
export const RIDER_EVENTS = ['inbox', 'friends', 'business_matching', 'qr_scan'] as const;

function set(next: Partial<LiveState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** A notification from the stream or a poll: kept once, announced once. */
function receive(n: NotificationRecord, unread: number | null) {
  const known = n.id <= latestId || state.fresh.some((f) => f.id === n.id);
  latestId = Math.max(latestId, n.id);
  set({ ...(known ? {} : { fresh: [n, ...state.fresh], announce: n }), ...(unread === null ? {} : { unread }) });
}

async function poll() {
  for (const set of riders.values()) for (const r of set) r.onPoll();
  const res = await fetch(jsonUrl, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const page = (await res.json()) as { notifications: NotificationRecord[]; unread: number };
  const newer = page.notifications.filter((n) => n.id > latestId).reverse();
  for (const n of newer) receive(n, null);
  set({ unread: page.unread });
}

/**
 * Starts the live connection of this page (the bell does, once per page): EventSource to
 * /realtime/me, polling `notifications.json` while it is down. Returns the stop function.
 */
export function startLiveNotifications(opts: { jsonUrl: string; latestId: number }): () => void {
  jsonUrl = opts.jsonUrl;
  latestId = Math.max(latestId, opts.latestId);
  users += 1;
  if (!connection && typeof EventSource !== 'undefined') {
    connection = connectRealtime({
      open: () => new EventSource(STREAM_URL, { withCredentials: true }),
      poll,
      intervalMs: POLL_MS,
      // The page's loader just counted; its riders (the inbox) would load the whole page again.
      freshMs: 5_000,
      events: ['notification', ...RIDER_EVENTS],
      onMessage: (type, data) => {
        if (type !== 'notification') {
          for (const r of riders.get(type) ?? []) r.onMessage(data);
          return;
        }
        const m = data as NotificationMessage;
        if (m?.notification) receive(m.notification, typeof m.unread === 'number' ? m.unread : null);
      },
    });
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    connection?.stop();
    connection = null;
    // Signed out (or another user next): nothing of this session carries over.
    state = initial;
    latestId = 0;
  };
}

/**
 * Hears `type` messages of the viewer's stream the bell keeps open (startLiveNotifications), and
 * is told of each polling round while it is down. Returns the removal.
 */
export function rideStream(type: (typeof RIDER_EVENTS)[number], rider: { onMessage: (data: unknown) => void; onPoll: () => void }): () => void {
  const set = riders.get(type) ?? new Set();
  riders.set(type, set);
  set.add(rider);
  return () => void set.delete(rider);
}

/** The loader's count after a navigation is fresher than anything this page heard before it. */
export function syncFromServer(unread: number, serverLatestId: number) {
  latestId = Math.max(latestId, serverLatestId);
  if (state.unread !== unread) set({ unread });
}

/**
 * Marks notifications read through `notifications.json` (with JavaScript). The list shows them
 * read at once; a failed request puts them back and rejects, so the caller can say so.
 */
export async function markRead(url: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const before = state.read;
  set({ read: new Set([...before, ...ids]) });
  const body = new URLSearchParams(ids.map((id) => ['ids', String(id)]));
  try {
    const res = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    set({ unread: ((await res.json()) as { unread: number }).unread });
  } catch (err) {
    set({ read: before });
    throw err;
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function useLiveNotifications(): LiveState {
  return useSyncExternalStore(subscribe, () => state, () => initial);
}
