import type { ReactNode } from 'react';
import { fieldIds } from './field-ids.ts';

/** The hint and error lines under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ id, errors, hint }: { id: string; errors?: readonly string[] | undefined; hint?: ReactNode }) {
  const { errorId, hintId } = fieldIds(id);
  return (
    <>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {errors && errors.length > 0 ? (
        <p id={errorId} className="ui-field__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
}
