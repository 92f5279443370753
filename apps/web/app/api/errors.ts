import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { AppError, errorKey, errorStatus, isAppError, type ErrorItem } from '@foyer/core/errors';
import { isServiceUnavailable } from '@foyer/core/platform/service-unavailable';
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

/** Seconds a client waits before trying again while the database or Redis is away. */
export const unavailableRetryAfterSeconds = 5;

export function respondWithError(c: Context, err: unknown, t: i18n['t'] | undefined, log: { error: (o: object, m: string) => void; warn: (o: object, m: string) => void }) {
  if (isAppError(err)) {
    const retryAfter = (err as AppError).retryAfterSeconds;
    return c.json(errorBody(err.items, t), (errorStatus[err.code] ?? 500) as 400, retryAfter ? { 'Retry-After': String(retryAfter) } : {});
  }
  if (err instanceof HTTPException) {
    const code = err.status === 404 ? 'common.not_found' : err.status === 401 ? 'common.not_authenticated' : 'common.validation';
    return c.json(errorBody([{ code, message: err.message || code }], t), err.status);
  }
  // The database or Redis is away (restarting): not a bug, and the drivers reconnect by themselves.
  // A sign-in whose rate limit cannot be counted is refused here too: limits fail closed.
  if (isServiceUnavailable(err)) {
    log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'a backing service is unavailable; answered 503');
    const e = new AppError('common.unavailable', 'The service is briefly unavailable. Please try again in a moment.');
    return c.json(errorBody(e.items, t), 503, { 'Retry-After': String(unavailableRetryAfterSeconds) });
  }
  // Anything else is a bug: log it with the stack, answer without one.
  log.error({ err }, 'unhandled error in API');
  const e = new AppError('common.internal', 'Oops... something went wrong');
  return c.json(errorBody(e.items, t), 500);
}
