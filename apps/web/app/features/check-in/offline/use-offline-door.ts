import { useCallback, useEffect, useRef, useState } from 'react';
import { keepDoorPageOffline } from './door-offline-cache.ts';
import { dismissConflicts, doorState, onDoorChange, refreshCopy, syncQueue, type DoorState, type RefreshProblem } from './door-offline.ts';

/** How often the door looks for the network: queued scans go out within this, a copy is refreshed at most this often. */
const TICK_MS = 10_000;
const COPY_MAX_AGE_MS = 60_000;

export interface OfflineDoor extends DoorState {
  online: boolean;
  syncing: boolean;
  problem: RefreshProblem | null;
  syncNow: () => void;
  dismiss: () => void;
}

/**
 * The door page's offline side: keeps the copy of the tickets fresh while the network is there,
 * sends queued scans as soon as it is back, and installs the service worker that opens the page
 * without a network. `door` is the page's path (the copy and the queue are kept under it).
 */
export function useOfflineDoor(door: string, onSent: () => void): OfflineDoor {
  const [state, setState] = useState<DoorState>({ copy: null, pending: 0, conflicts: [] });
  const [online, setOnline] = useState(true);
  const [syncing, setSyncing] = useState(false);
  const [problem, setProblem] = useState<RefreshProblem | null>(null);
  const sentRef = useRef(onSent);
  useEffect(() => {
    sentRef.current = onSent;
  });

  const work = useCallback(async () => {
    setOnline(navigator.onLine);
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      // Queued scans first: the copy fetched next already counts them in.
      const sent = await syncQueue(door);
      const current = await doorState(door);
      const stale = !current.copy || Date.now() - Date.parse(current.copy.fetched_at) > COPY_MAX_AGE_MS || sent === 'sent';
      const refused = stale ? await refreshCopy(door) : null;
      setProblem(sent === 'failed' ? 'failed' : refused);
      if (sent === 'sent') sentRef.current();
    } finally {
      setSyncing(false);
    }
  }, [door]);

  useEffect(() => {
    let alive = true;
    const read = () => void doorState(door).then((s) => alive && setState(s), () => {});
    read();
    const off = onDoorChange(door, read);
    const first = setTimeout(() => void work(), 0);
    const timer = setInterval(() => void work(), TICK_MS);
    const wentOnline = () => void work();
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    // The service worker that opens this page (and its scripts) with no network: scoped to the door pages only.
    // The scope is the entrance's path, which prefixes the session doors' paths too.
    navigator.serviceWorker
      ?.register('/door-sw.js', { scope: door.replace(/\/session\/\d+$/, '') })
      .then(() => keepDoorPageOffline(door))
      .catch(() => {});
    return () => {
      alive = false;
      off();
      clearTimeout(first);
      clearInterval(timer);
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [door, work]);

  return {
    ...state,
    online,
    syncing,
    problem,
    syncNow: () => void work(),
    dismiss: () => void dismissConflicts(door),
  };
}
