import { CHECK_IN_PAGE, type CheckInFilter, type CheckInPage, type CheckInRow } from './check-in-filter.ts';
import type { OfflineTicket } from './offline-door.ts';

/** A scan this door made without the network and has not sent yet. */
export interface WaitingScan {
  /** The ticket's code in the copy. */
  ticket: string;
  scanned_at: string;
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * The door's lists from its offline copy of the tickets (issue #16), in listCheckIns' terms: the
 * tickets valid at this door, counts over all of them, and the page the state and the search pick —
 * the latest check-ins first, the rest by name. A scan still waiting to be sent counts as in, by
 * `me` (the administrator signed in on this phone). Browser-safe and pure: the door page calls it
 * when the server cannot be reached. The search matches the holder's name only: the copy carries
 * no e-mail addresses.
 */
export function listFromCopy(tickets: readonly OfflineTicket[], waiting: readonly WaitingScan[], filter: CheckInFilter, me: string | null): CheckInPage {
  const scanned = new Map(waiting.map((s) => [s.ticket, s.scanned_at]));
  const rows: CheckInRow[] = [];
  for (const t of tickets) {
    if (!t.here || t.reason) continue;
    const queuedAt = t.checked_in_at ? undefined : scanned.get(t.code);
    rows.push({ code: t.code, holder_name: t.holder_name, ticket_name: t.ticket_name, checked_in_at: t.checked_in_at ?? queuedAt ?? null, checked_in_by: t.checked_in_at ? t.checked_in_by : queuedAt ? me : null });
  }
  const checkedIn = rows.filter((r) => r.checked_in_at).length;
  const q = filter.q?.toLocaleLowerCase();
  const picked = rows.filter((r) => (filter.state === 'all' || (filter.state === 'in') === Boolean(r.checked_in_at)) && (!q || r.holder_name.toLocaleLowerCase().includes(q)));
  picked.sort((a, b) => {
    if (a.checked_in_at && b.checked_in_at) return b.checked_in_at.localeCompare(a.checked_in_at) || a.code.localeCompare(b.code);
    if (a.checked_in_at || b.checked_in_at) return a.checked_in_at ? -1 : 1;
    return byName.compare(a.holder_name, b.holder_name) || a.code.localeCompare(b.code);
  });
  const from = (filter.page - 1) * CHECK_IN_PAGE;
  return { total: rows.length, checked_in: checkedIn, page: filter.page, has_more: picked.length > from + CHECK_IN_PAGE, tickets: picked.slice(from, from + CHECK_IN_PAGE) };
}
