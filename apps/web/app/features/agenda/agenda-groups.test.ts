import { describe, expect, it } from 'vitest';
import { agendaDays, dayInZone, groupAgenda } from './agenda-groups.ts';

const s = (id: number, time_start: string, place: number | null = null, path: number | null = null) => ({
  id, time_start, tag_agenda_place: place === null ? null : { id: place }, tag_agenda_path: path === null ? null : { id: path },
});

describe('agenda grouping', () => {
  it('puts a session after midnight UTC on the event-local day', () => {
    // 23:30 UTC on 1 June is 01:30 on 2 June in Warsaw and 19:30 on 1 June in New York.
    expect(dayInZone('2025-06-01T23:30:00.000Z', 'Europe/Warsaw')).toBe('2025-06-02');
    expect(dayInZone('2025-06-01T23:30:00.000Z', 'America/New_York')).toBe('2025-06-01');
  });

  it('lists days in order and groups one day by start time', () => {
    const list = [s(3, '2025-06-02T08:00:00Z'), s(1, '2025-06-01T22:30:00Z'), s(2, '2025-06-02T08:00:00Z'), s(4, '2025-06-01T10:00:00Z')];
    expect(agendaDays(list, 'Europe/Warsaw')).toEqual(['2025-06-01', '2025-06-02']);
    const g = groupAgenda(list, 'Europe/Warsaw', { day: '2025-06-02', placeId: null, pathId: null });
    expect(g.day).toBe('2025-06-02');
    expect(g.slots.map((x) => [x.start, x.sessions.map((y) => y.id)])).toEqual([
      ['2025-06-01T22:30:00.000Z', [1]],
      ['2025-06-02T08:00:00.000Z', [3, 2]],
    ]);
  });

  it('falls back to the first day and filters by place and path', () => {
    const list = [s(1, '2025-06-01T08:00:00Z', 1, 7), s(2, '2025-06-01T09:00:00Z', 2, 7), s(3, '2025-06-01T10:00:00Z', 1, 8)];
    const byPlace = groupAgenda(list, 'UTC', { day: '2030-01-01', placeId: 1, pathId: null });
    expect(byPlace.day).toBe('2025-06-01');
    expect(byPlace.slots.flatMap((x) => x.sessions.map((y) => y.id))).toEqual([1, 3]);
    expect(groupAgenda(list, 'UTC', { day: null, placeId: 1, pathId: 8 }).slots.flatMap((x) => x.sessions.map((y) => y.id))).toEqual([3]);
    expect(groupAgenda(list, 'UTC', { day: null, placeId: 9, pathId: null }).slots).toEqual([]);
  });
});
