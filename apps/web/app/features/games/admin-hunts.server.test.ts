import { describe, expect, it } from 'vitest';
import { fromLocalInput, huntsDone } from './admin-hunts.server.ts';
import { toWallClockInput as toLocalInput } from '../../server/event-wall-clock.server.ts';

describe('the admin screen’s times, read and written on the event’s wall clock', () => {
  it('turns a datetime-local value in Warsaw into the instant and back, across the DST change', () => {
    expect(fromLocalInput('2027-05-18T09:30', 'Europe/Warsaw')).toBe('2027-05-18T07:30:00.000Z');
    expect(fromLocalInput('2027-01-18T09:30', 'Europe/Warsaw')).toBe('2027-01-18T08:30:00.000Z');
    expect(toLocalInput('2027-05-18T07:30:00.000Z', 'Europe/Warsaw')).toBe('2027-05-18T09:30');
    expect(toLocalInput(null, 'Europe/Warsaw')).toBe('');
  });

  it('leaves an empty field as no limit, and passes anything unreadable on for core to refuse by name', () => {
    expect(fromLocalInput('', 'Europe/Warsaw')).toBeNull();
    expect(fromLocalInput(null, 'Europe/Warsaw')).toBeNull();
    expect(fromLocalInput('soon', 'Europe/Warsaw')).toBe('soon');
  });

  it('reads what the last post did from the redirect, and nothing from an unknown word', () => {
    for (const word of ['saved', 'hunt_created', 'code_created', 'hunt_deleted', 'code_deleted']) expect(huntsDone(new URLSearchParams({ done: word }))?.kind).toBe(word);
    expect(huntsDone(new URLSearchParams('done=code_created&id=12'))).toEqual({ kind: 'code_created', id: 12, name: null });
    // The old "deleted" (kept for links of the earlier ?saved= protocol) and i18n keys are no outcome.
    expect(huntsDone(new URLSearchParams('done=deleted'))).toBeNull();
    expect(huntsDone(new URLSearchParams('done=admin.title'))).toBeNull();
    expect(huntsDone(new URLSearchParams(''))).toBeNull();
  });
});
