import { describe, expect, it } from 'vitest';
import { pickFreePlaces, splitSlots, type FreePlace } from './slots.ts';

type Range = { from: Date; to: Date };
type Meeting = Range & { place: number | null; a: number; z: number };
type Slot = Parameters<typeof pickFreePlaces>[0][number];

/** What free_places computed before the meetings were looked up by place (issue #18): every meeting scanned for every cell. */
function reference(slots: Slot[], users: number[], accepted: Meeting[], unavailable: Range[]): FreePlace[] {
  const overlaps = (a: Range, s: Date, e: Date) => a.from < e && s < a.to;
  const busy: Range[] = [...unavailable, ...accepted.filter((m) => users.includes(m.a) || users.includes(m.z))];
  const out: FreePlace[] = [];
  for (const slot of slots) {
    if (busy.some((r) => overlaps(r, slot.start, slot.end))) continue;
    for (const place of slot.session.tag_agenda_places) {
      if (accepted.some((m) => m.place === place.id && overlaps(m, slot.start, slot.end))) continue;
      out.push({ bm_session_id: slot.session.id, time_start: slot.start.toISOString(), time_end: slot.end.toISOString(), tag_agenda_place_id: place.id, tag_agenda_place: place.value });
    }
  }
  return out;
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const T0 = Date.parse('2027-05-02T09:00:00.000Z');
const minutes = (m: number) => new Date(T0 + m * 60_000);

/** Two overlapping sessions sharing places, meetings of any length (some placeless, some touching a slot's edge). */
function world(seed: number) {
  const rnd = random(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const place = (id: number) => ({ id, value: `Table ${id}`, hex: '#888888' });
  const sessions = [
    { id: 1, start: 0, end: 180, period: 15, places: [1, 2, 3, 4].map(place) },
    { id: 2, start: 120, end: 300, period: 20, places: [3, 4, 5].map(place) },
  ];
  const slots: Slot[] = sessions.flatMap((s) =>
    splitSlots({ time_start: minutes(s.start), time_end: minutes(s.end), time_period: s.period }).map((slot) => ({ ...slot, session: { id: s.id, tag_agenda_places: s.places } })),
  );
  const users = [1, 2];
  const accepted: Meeting[] = Array.from({ length: 5 + int(40) }, () => {
    const from = int(300);
    return { from: minutes(from), to: minutes(from + 1 + int(45)), place: rnd() < 0.15 ? null : 1 + int(6), a: 1 + int(12), z: 1 + int(12) };
  });
  const unavailable: Range[] = Array.from({ length: int(3) }, () => {
    const from = int(300);
    return { from: minutes(from), to: minutes(from + 5 + int(60)) };
  });
  return { slots, users, accepted, unavailable };
}

describe('pickFreePlaces', () => {
  it('answers exactly what scanning every meeting for every cell answered, over 500 random events', () => {
    let listed = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const w = world(seed);
      const got = pickFreePlaces(w.slots, w.users, w.accepted, w.unavailable);
      expect(got, `seed ${seed}`).toEqual(reference(w.slots, w.users, w.accepted, w.unavailable));
      listed += got.length;
    }
    // The worlds are neither all free nor all booked, so the comparison compares something.
    expect(listed).toBeGreaterThan(1000);
  });

  it('skips a slot either person is busy in, and only the booked place of a slot another pair booked', () => {
    const slots = splitSlots({ time_start: minutes(0), time_end: minutes(30), time_period: 15 }).map((slot) => ({
      ...slot,
      session: { id: 7, tag_agenda_places: [1, 2].map((id) => ({ id, value: `T${id}`, hex: '#888888' })) },
    }));
    const others = { from: minutes(0), to: minutes(15), place: 1, a: 8, z: 9 };
    expect(pickFreePlaces(slots, [1, 2], [others], []).map((f) => `${f.time_start.slice(11, 16)} ${f.tag_agenda_place}`)).toEqual(['09:00 T2', '09:15 T1', '09:15 T2']);
    // One of the pair meets someone else at 09:15 (at no place of this session): that slot goes.
    const mine = { from: minutes(15), to: minutes(30), place: null, a: 9, z: 2 };
    expect(pickFreePlaces(slots, [1, 2], [others, mine], []).map((f) => `${f.time_start.slice(11, 16)} ${f.tag_agenda_place}`)).toEqual(['09:00 T2']);
    // A meeting ending as the slot starts does not take it.
    expect(pickFreePlaces(slots, [1, 2], [], [{ from: minutes(-30), to: minutes(0) }])).toHaveLength(4);
  });
});
