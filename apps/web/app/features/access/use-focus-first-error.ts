import { useEffect, useRef } from 'react';
import type { SubmissionResult } from '@conform-to/react';

/**
 * Conform moves focus to the first invalid field when a result arrives in the browser. A result
 * that came with the page itself — the form was posted before JavaScript loaded, or without it —
 * is already on screen at hydration, so focus it here, once, on mount.
 */
export function useFocusFirstError(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  const initial = useRef(lastResult);
  useEffect(() => {
    const errors = initial.current?.error;
    if (!errors || !Object.values(errors).some((e) => e?.length)) return;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const first = Array.from(form.elements).find((el) => el.getAttribute('aria-invalid') === 'true');
    if (first instanceof HTMLElement) first.focus();
  }, [formId]);
}
