import { data } from 'react-router';
import { errorStatus, isAppError } from '@foyer/core/errors';
import { isServiceUnavailable } from '@foyer/core/platform/service-unavailable';

/**
 * Runs a screen loader and turns a service's AppError into the HTTP answer the API would give
 * (404 for an unknown id, 401/403 for access), rendered by the error boundary with its
 * translated message, instead of a 500; a database or Redis that is away answers 503.
 */
export async function asScreenResponse<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (isAppError(err)) throw data({ code: err.code }, { status: errorStatus[err.code] ?? 500 });
    if (isServiceUnavailable(err)) throw data({ code: 'common.unavailable' }, { status: 503, headers: { 'Retry-After': '5' } });
    throw err;
  }
}
