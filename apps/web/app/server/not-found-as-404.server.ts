import { data } from 'react-router';
import { isAppError } from '@foyer/core/errors';

/**
 * A service's "not found" (an id of another event, a deleted row) as the screen's own 404, for
 * `.catch(notFoundAs404)`. Thrown as it is, an AppError is an unexpected error to React Router: a
 * resource route answered 500 for another event's import id.
 */
export function notFoundAs404(err: unknown): never {
  if (isAppError(err) && err.status === 404) throw data({ code: err.code }, { status: 404 });
  throw err;
}
