import { describe, expect, it } from 'vitest';
import { computeCountdown, splitDuration } from './compute-countdown.ts';

const start = '2025-06-10T09:00:00Z';
const end = '2025-06-11T17:00:00Z';
const at = (iso: string) => Date.parse(iso);

describe('computeCountdown', () => {
  it('counts down to the start', () => {
    expect(computeCountdown({ start, end, now: at('2025-06-07T05:58:30Z'), target: 'start' })).toEqual({
      phase: 'counting',
      until: 'start',
      parts: { days: 3, hours: 3, minutes: 1, seconds: 30 },
    });
  });

  it('says started once the start has passed, and ended after the end', () => {
    expect(computeCountdown({ start, end, now: at(start), target: 'start' })).toEqual({ phase: 'started' });
    expect(computeCountdown({ start, end, now: at(end), target: 'start' })).toEqual({ phase: 'ended' });
  });

  it('counts down to the end while the event runs when targeting the end', () => {
    expect(computeCountdown({ start, end, now: at('2025-06-11T16:59:59Z'), target: 'end' })).toEqual({
      phase: 'counting',
      until: 'end',
      parts: { days: 0, hours: 0, minutes: 0, seconds: 1 },
    });
    expect(computeCountdown({ start, end, now: at('2025-06-12T00:00:00Z'), target: 'end' })).toEqual({ phase: 'ended' });
  });

  it('gives up on unreadable dates', () => {
    expect(computeCountdown({ start: 'soon', end, now: 0, target: 'start' })).toBeNull();
  });
});

describe('splitDuration', () => {
  it('floors partial seconds and never goes negative', () => {
    expect(splitDuration(61_999)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
