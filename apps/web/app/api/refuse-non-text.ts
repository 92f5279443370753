import type { MiddlewareHandler } from 'hono';
import { isText, textMessage } from '@foyer/core/platform/input-vocabulary';
import type { ApiEnv } from './env.ts';
import { errorBody } from './errors.ts';

/** No body of this API nests anywhere near this deep; a deeper one is refused rather than walked. */
export const MAX_JSON_DEPTH = 64;

type Found = { path: string[]; tooDeep: boolean };

/**
 * The path to the first string of a JSON value that is not storable text (e.g.
 * `personal_form.first_name`), or to the first value nested deeper than MAX_JSON_DEPTH. A loop
 * over an explicit stack, not recursion: a body of ten thousand nested arrays (20 kB) overflowed
 * the call stack and answered 500.
 */
function firstNonText(root: unknown): Found | null {
  type Frame = { value: unknown; key: string | null; parent: Frame | null; depth: number };
  const pathOf = (f: Frame) => {
    const path: string[] = [];
    for (let at: Frame | null = f; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Frame[] = [{ value: root, key: null, parent: null, depth: 0 }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { value } = frame;
    if (frame.key !== null && !isText(frame.key)) return { path: pathOf(frame), tooDeep: false };
    if (typeof value === 'string') {
      if (!isText(value)) return { path: pathOf(frame), tooDeep: false };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (frame.depth >= MAX_JSON_DEPTH) return { path: pathOf(frame), tooDeep: true };
    // Children pushed last-first, so the walk meets them in document order (the first bad field is named).
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i]!;
      stack.push({ value: v, key: k, parent: frame, depth: frame.depth + 1 });
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
    if (bad?.tooDeep) return c.json(errorBody([{ code: 'common.validation', message: `body: is nested more than ${MAX_JSON_DEPTH} levels deep`, field: 'body' }], c.var.t), 422);
    if (bad) return refuse(bad.path.join('.') || 'body');
  }
  await next();
};
