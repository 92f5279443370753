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

/** Black or white text, whichever reads better on a tag's background colour (WCAG luminance). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return '#000000';
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // Contrast with black is (L+0.05)/0.05, with white 1.05/(L+0.05); pick the larger.
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? '#000000' : '#ffffff';
}

/** A positive integer query parameter, else null. */
export function idParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}
