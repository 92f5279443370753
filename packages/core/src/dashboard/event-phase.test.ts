import { describe, expect, it } from 'vitest';
import { eventPhase } from './event-phase.ts';

const start = '2027-05-18T07:00:00.000Z';
const end = '2027-05-20T16:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('eventPhase boundaries', () => {
  it('is upcoming until the start instant, ongoing from it', () => {
    expect(eventPhase({ start_date: start, end_date: end }, at('2027-05-18T06:59:59.999Z'))).toBe('upcoming');
    expect(eventPhase({ start_date: start, end_date: end }, at(start))).toBe('ongoing');
  });

  it('is ongoing until the end instant, past from it (as hasEnded)', () => {
    expect(eventPhase({ start_date: start, end_date: end }, at('2027-05-20T15:59:59.999Z'))).toBe('ongoing');
    expect(eventPhase({ start_date: start, end_date: end }, at(end))).toBe('past');
  });

  it('treats a zero-length event as past at its instant', () => {
    expect(eventPhase({ start_date: start, end_date: start }, at(start))).toBe('past');
    expect(eventPhase({ start_date: start, end_date: start }, at('2027-05-18T06:00:00Z'))).toBe('upcoming');
  });

  it('compares instants, whatever the offset they are written in', () => {
    // 09:00 in Warsaw (UTC+2 in May) is 07:00Z: the event has started.
    expect(eventPhase({ start_date: '2027-05-18T09:00:00+02:00', end_date: end }, at('2027-05-18T07:30:00Z'))).toBe('ongoing');
    expect(eventPhase({ start_date: new Date(start), end_date: new Date(end) }, at('2027-05-21T00:00:00Z'))).toBe('past');
  });
});
