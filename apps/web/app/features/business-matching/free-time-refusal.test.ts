import { describe, expect, it } from 'vitest';
import { freeTimeMessageKey, freeTimeRefusal, readFreeField, UNREADABLE_TIME } from './free-time-refusal.ts';

describe('a refused free-time booking is said at its field', () => {
  it('an end before the start at the end; a past, taken or unavailable time at the start; no place at the place', () => {
    expect(freeTimeRefusal('bm.invalid_time', 'time_end')).toEqual({ code: 'bm.invalid_time', field: 'free_end' });
    expect(freeTimeRefusal('bm.in_past', 'time_start')).toEqual({ code: 'bm.in_past', field: 'free_start' });
    expect(freeTimeRefusal('bm.slot_taken', undefined)).toEqual({ code: 'bm.slot_taken', field: 'free_start' });
    expect(freeTimeRefusal('bm.unavailable', undefined)).toEqual({ code: 'bm.unavailable', field: 'free_start' });
    expect(freeTimeRefusal('common.validation', 'custom_place_name')).toEqual({ code: 'bm.place_required', field: 'custom_place_name' });
  });

  it('an unreadable time names which one; refusals about the person or the meeting concern no field', () => {
    expect(freeTimeRefusal('common.validation', 'time_start')).toEqual({ code: UNREADABLE_TIME, field: 'free_start' });
    expect(freeTimeRefusal('common.validation', 'time_end')).toEqual({ code: UNREADABLE_TIME, field: 'free_end' });
    expect(freeTimeRefusal('common.validation', 'to_user_id')).toBeNull();
    expect(freeTimeRefusal('bm.self', undefined)).toBeNull();
    expect(freeTimeRefusal('bm.meeting_not_found', undefined)).toBeNull();
  });

  it('reads only the form’s own fields from the address, and words naming the start or the end', () => {
    expect(readFreeField(new URLSearchParams('bm_field=free_end'))).toBe('free_end');
    expect(readFreeField(new URLSearchParams('bm_field=password'))).toBeNull();
    expect(readFreeField(new URLSearchParams(''))).toBeNull();
    expect(freeTimeMessageKey('bm.invalid_time')).toBe('free_error_end');
    expect(freeTimeMessageKey('bm.in_past')).toBe('free_error_past');
    expect(freeTimeMessageKey('bm.slot_taken')).toBeNull();
  });
});
