import type { MiddlewareHandler } from 'hono';
import { isText, textMessage } from '@foyer/core/platform/input-vocabulary';
import type { ApiEnv } from './env.ts';
import { errorBody } from './errors.ts';

/** The path to the first string of a JSON value that is not storable text, e.g. `personal_form.first_name`. */
function firstNonText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstNonText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = isText(k) ? firstNonText(v, [...path, k]) : [...path, k];
      if (found) return found;
    }
  }
  return null;
}

/**
 * Issue #12: a NUL byte or a lone surrogate anywhere in a request — path, query, a JSON body's
 * keys or strings, the headers services read — is refused here with a 422 naming the field,
 * for every route present and future, before any schema or statement sees it (Postgres cannot
 * store NUL in text or jsonb and would answer the whole statement with an error).
 */
export const refuseNonText: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const refuse = (field: string) => c.json(errorBody([{ code: 'common.validation', message: `${field}: ${textMessage}`, field }], c.var.t), 422);
  let path: string;
  try {
    path = decodeURIComponent(c.req.path);
  } catch {
    return refuse('path');
  }
  if (!isText(path)) return refuse('path');
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!isText(name) || values.some((v) => !isText(v))) return refuse(name);
  }
  for (const header of ['x-app-id', 'x-access-code', 'x-device-id', 'accept-language']) {
    const v = c.req.header(header);
    if (v !== undefined && !isText(v)) return refuse(header);
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    // A malformed or too large body is the body validator's (or the reader's) to answer.
    const body: unknown = await c.req.json().catch(() => undefined);
    const bad = firstNonText(body);
    if (bad) return refuse(bad.join('.') || 'body');
  }
  await next();
};
