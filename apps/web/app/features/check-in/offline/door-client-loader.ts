import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { checkInFilterOf } from '@foyer/core/checkin/check-in-filter';
import { unreachable } from './door-client-action.ts';
import { formatDoorTime, listOffline } from './door-offline.ts';

/** A door page's data answered from the phone's copy: `offline.as_of` is when the copy was fetched, written for the reader. */
export interface OfflineLists {
  offline?: { as_of: string | null };
}

interface DoorData {
  reauth: boolean;
}

/**
 * What each door page last showed with the server's data (its title, the session doors…): a list
 * answered offline keeps the page around it. Kept in memory only — every door page that can ask
 * for a list has rendered its data first (the service worker's stored copy included).
 */
const shown = new Map<string, DoorData>();

const doorOf = (pathname: string) => pathname.replace(/\/$/, '');

/** Called by the door routes with their data, so an offline search keeps the page's frame. */
export function useRememberDoorPage(data: DoorData & OfflineLists): void {
  const door = doorOf(useLocation().pathname);
  useEffect(() => {
    if (!data.reauth && !data.offline) shown.set(door, data);
  }, [door, data]);
}

/**
 * The door's lists in the browser (a route's clientLoader, issue #16): the server's as always;
 * when it cannot be reached and the door holds a copy of the tickets, the search, the state and
 * the pages are answered from the copy, scans waiting to be sent counted in. Undo and the e-mail
 * search need the server.
 */
export async function doorClientLoader<T extends DoorData>(request: Request, serverLoader: () => Promise<T>): Promise<T & OfflineLists> {
  const url = new URL(request.url);
  const fromCopy = async (): Promise<(T & OfflineLists) | null> => {
    const frame = shown.get(doorOf(url.pathname));
    const filter = checkInFilterOf(url.searchParams);
    const answer = frame ? await listOffline(doorOf(url.pathname), filter).catch(() => null) : null;
    if (!frame || !answer) return null;
    const locale = document.documentElement.lang || 'en';
    const tickets = answer.list.tickets.map((t) => ({ ...t, when: formatDoorTime(t.checked_in_at, locale, answer.timezone) }));
    return { ...(frame as T), filter: { state: filter.state, q: filter.q ?? '' }, list: { ...answer.list, tickets }, offline: { as_of: formatDoorTime(answer.fetched_at, locale, answer.timezone) } };
  };
  if (navigator.onLine) {
    try {
      return await serverLoader();
    } catch (err) {
      if (!unreachable(err)) throw err;
      const offline = await fromCopy();
      if (offline) return offline;
      throw err;
    }
  }
  return (await fromCopy()) ?? serverLoader();
}
