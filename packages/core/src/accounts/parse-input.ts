import type { z } from 'zod';
import { AppError, errorStatus, type ErrorCode, type ErrorItem } from '../errors.ts';

/** The error code a zod issue asks for (set through `params.code`), else common.validation. */
export function issueCode(issue: z.core.$ZodIssue): ErrorCode {
  const code = (issue as { params?: { code?: unknown } }).params?.code;
  return typeof code === 'string' && code in errorStatus ? (code as ErrorCode) : 'common.validation';
}

export function issueItems(error: z.ZodError): ErrorItem[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return { code: issueCode(issue), message: issue.message, ...(field ? { field } : {}) };
  });
}

/**
 * Services validate their own input, so UI actions and the CLI get the same rules as the API;
 * a failure is an AppError (422 naming the field), never a bare ZodError that would become a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw AppError.many(issueItems(result.error));
  return result.data;
}
