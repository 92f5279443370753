/** The slice of an agenda session the screen groups and filters. */
export interface GroupableSession {
  id: number;
  time_start: string;
  tag_agenda_place: { id: number } | null;
  tag_agenda_path: { id: number } | null;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the event's timezone, not UTC's. */
export function dayInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** Distinct days of the sessions in time order. */
export function agendaDays(sessions: GroupableSession[], timeZone: string): string[] {
  return [...new Set(sessions.map((s) => dayInZone(s.time_start, timeZone)))].sort();
}

export interface AgendaFilter {
  day: string | null;
  placeId: number | null;
  pathId: number | null;
}

/**
 * One day's sessions matching the place/path filter, grouped by start instant (slots in time
 * order). An unknown day falls back to the first day so a stale link still shows something.
 */
export function groupAgenda<S extends GroupableSession>(sessions: S[], timeZone: string, filter: AgendaFilter) {
  const days = agendaDays(sessions, timeZone);
  const day = filter.day && days.includes(filter.day) ? filter.day : (days[0] ?? null);
  const slots = new Map<string, S[]>();
  const sorted = [...sessions].sort((a, b) => a.time_start.localeCompare(b.time_start));
  for (const s of sorted) {
    if (dayInZone(s.time_start, timeZone) !== day) continue;
    if (filter.placeId !== null && s.tag_agenda_place?.id !== filter.placeId) continue;
    if (filter.pathId !== null && s.tag_agenda_path?.id !== filter.pathId) continue;
    const key = new Date(s.time_start).toISOString();
    slots.set(key, [...(slots.get(key) ?? []), s]);
  }
  return { days, day, slots: [...slots].map(([start, items]) => ({ start, sessions: items })) };
}
