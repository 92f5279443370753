/**
 * Where an event stands relative to now (SPEC §2 dashboard: upcoming, ongoing, past). Dates are
 * instants, so the comparison needs no time zone; the zone only matters when showing them.
 * Boundaries: an event is ongoing from its start instant (inclusive) and past from its end
 * instant (inclusive), the same rule as events/hasEnded and ticket sales ending at end_date.
 */
export type EventPhase = 'upcoming' | 'ongoing' | 'past';
export const eventPhases = ['upcoming', 'ongoing', 'past'] as const satisfies readonly EventPhase[];

export function eventPhase(e: { start_date: Date | string; end_date: Date | string }, now: Date): EventPhase {
  const t = now.getTime();
  if (new Date(e.end_date).getTime() <= t) return 'past';
  if (new Date(e.start_date).getTime() <= t) return 'ongoing';
  return 'upcoming';
}
