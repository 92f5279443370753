import type { Submission, SubmissionResult } from '@conform-to/react';
import { isAppError } from '@foyer/core/errors';

interface ReplyOptions {
  /** Service field name → form field name, where they differ. */
  fieldMap?: Record<string, string>;
  /** Where errors without a field go (a one-field form shows them on its field); else form-level. */
  fallbackField?: string;
  /** Fields not sent back to the browser (passwords). */
  hideFields?: string[];
}

/**
 * A service's AppError as Conform's reply plus the HTTP status to send: items naming a field
 * become that field's errors, the rest form-level ones. Messages are the error codes; the form
 * translates them (see errorText). Anything that is not an AppError is a bug and is rethrown.
 */
export function appErrorReply<S>(submission: Submission<S>, err: unknown, opts: ReplyOptions = {}): { reply: SubmissionResult<string[]>; status: number } {
  if (!isAppError(err)) throw err;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const item of err.items) {
    const field = item.field ? (opts.fieldMap?.[item.field] ?? item.field) : opts.fallbackField;
    if (field) (fieldErrors[field] ??= []).push(item.code);
    else formErrors.push(item.code);
  }
  return { reply: submission.reply({ fieldErrors, formErrors, ...(opts.hideFields ? { hideFields: opts.hideFields } : {}) }), status: err.status };
}
