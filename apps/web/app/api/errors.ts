import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { AppError, errorKey, errorStatus, isAppError, type ErrorItem } from '@foyer/core/errors';
import type { i18n } from 'i18next';

/**
 * The one error envelope of the API (DESIGN "HTTP contract"):
 * `{"errors":[{"code","message","field"}]}`, messages in the request's language.
 */
export function errorBody(items: ErrorItem[], t?: i18n['t']) {
  return {
    errors: items.map((i) => ({
      code: i.code,
      message: t ? t(errorKey(i.code), { defaultValue: i.message }) : i.message,
      ...(i.field ? { field: i.field } : {}),
    })),
  };
}

/** zod issues → 422 items naming the field (`body.email`, `params.eventId` → `email`, `eventId`). */
export function validationItems(error: ZodError, t?: i18n['t']): ErrorItem[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const generic = t ? t(errorKey('common.validation')) : 'Invalid value';
    return {
      code: 'common.validation' as const,
      message: field ? `${field}: ${issue.message || generic}` : issue.message || generic,
      ...(field ? { field } : {}),
    };
  });
}

export function respondWithError(c: Context, err: unknown, t: i18n['t'] | undefined, log: { error: (o: object, m: string) => void }) {
  if (isAppError(err)) {
    const retryAfter = (err as AppError).retryAfterSeconds;
    return c.json(errorBody(err.items, t), (errorStatus[err.code] ?? 500) as 400, retryAfter ? { 'Retry-After': String(retryAfter) } : {});
  }
  if (err instanceof HTTPException) {
    const code = err.status === 404 ? 'common.not_found' : err.status === 401 ? 'common.not_authenticated' : 'common.validation';
    return c.json(errorBody([{ code, message: err.message || code }], t), err.status);
  }
  // Anything else is a bug: log it with the stack, answer without one.
  log.error({ err }, 'unhandled error in API');
  const e = new AppError('common.internal', 'Oops... something went wrong');
  return c.json(errorBody(e.items, t), 500);
}
