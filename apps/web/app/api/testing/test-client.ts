import type { Hono } from 'hono';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** Test helper: JSON calls against an API (or the whole HTTP app) with optional headers. */
export function testClient(app: Pick<Hono, 'request'>) {
  return async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
    method: string,
    path: string,
    opts: { headers?: Record<string, string>; json?: unknown } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

/** The first error code of an error envelope. */
export const firstCode = (body: unknown): string | undefined => (body as { errors?: { code: string }[] } | null)?.errors?.[0]?.code;
