/**
 * Ids of a control's error and hint elements. They follow Conform's naming (`<id>-error`,
 * `<id>-description`) so `getInputProps(field)` and these primitives point at the same nodes.
 */
export function fieldIds(id: string) {
  return { errorId: `${id}-error`, hintId: `${id}-description` };
}

/** aria-invalid / aria-describedby for a control with optional errors and hint. */
export function fieldAria(id: string, errors: readonly string[] | undefined, hasHint: boolean) {
  const { errorId, hintId } = fieldIds(id);
  const invalid = !!errors && errors.length > 0;
  const describedBy = [invalid ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': invalid ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
