import { describe, expect, it } from 'vitest';
import { addDays, wallTime } from './wall-time.ts';

describe('wallTime', () => {
  it('converts Warsaw summer and winter wall time to UTC', () => {
    expect(wallTime('2027-05-18', '09:00', 'Europe/Warsaw').toISOString()).toBe('2027-05-18T07:00:00.000Z');
    expect(wallTime('2027-01-10', '09:00', 'Europe/Warsaw').toISOString()).toBe('2027-01-10T08:00:00.000Z');
    expect(wallTime('2027-05-18', '09:00', 'UTC').toISOString()).toBe('2027-05-18T09:00:00.000Z');
  });

  it('adds days across a month end', () => {
    expect(addDays('2027-05-31', 1)).toBe('2027-06-01');
  });
});
