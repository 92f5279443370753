/**
 * A refused free-time booking is said next to the field it concerns, not at the top of the page:
 * the action sends the field back beside the code (`?bm_error=<code>&bm_field=<field>`) and the
 * form marks that field, describes it by the message and moves focus to it. Client-safe.
 */
export const FREE_FIELDS = ['free_start', 'free_end', 'custom_place_name'] as const;
export type FreeField = (typeof FREE_FIELDS)[number];

/** The query key naming the field (the outcome query's own `bm_error` carries the code). */
export const FREE_FIELD_KEY = 'bm_field';

/** An unreadable start or end (only a hand-made post: the browser's date-time field sends a well-formed one). */
export const UNREADABLE_TIME = 'bm.time_unreadable';

/**
 * The free-time form's field a refusal concerns and the code to say, from core's code and the
 * input field it named (meetingTimeInput's names); null when it concerns no field of the form.
 */
export function freeTimeRefusal(code: string, coreField: string | undefined): { code: string; field: FreeField } | null {
  if (code === 'common.validation') {
    if (coreField === 'custom_place_name') return { code: 'bm.place_required', field: 'custom_place_name' };
    if (coreField === 'time_start' || coreField === 'time_end') return { code: UNREADABLE_TIME, field: coreField === 'time_start' ? 'free_start' : 'free_end' };
    return null;
  }
  if (code === 'bm.place_required') return { code, field: 'custom_place_name' };
  // Core names the end: it is the end that has to move past the start.
  if (code === 'bm.invalid_time') return { code, field: 'free_end' };
  // The time as a whole is in the past, taken, or not a free time of the other: the start is what to change.
  if (code === 'bm.in_past' || code === 'bm.slot_taken' || code === 'bm.unavailable') return { code, field: 'free_start' };
  return null;
}

/** The field named in the query, if it is one of the form's (anything else is ignored). */
export function readFreeField(search: URLSearchParams): FreeField | null {
  const field = search.get(FREE_FIELD_KEY);
  return (FREE_FIELDS as readonly string[]).includes(field ?? '') ? (field as FreeField) : null;
}

/** The key of the form's own words for a refusal, where the common error's words would not name the field. */
export function freeTimeMessageKey(code: string): string | null {
  if (code === 'bm.invalid_time') return 'free_error_end';
  if (code === 'bm.in_past') return 'free_error_past';
  if (code === UNREADABLE_TIME) return 'free_error_unreadable';
  return null;
}
