import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticHandler } from 'react-router';
import { handleError } from './entry.server.tsx';
import { postOnly } from './server/post-only.server.ts';

afterEach(() => vi.restoreAllMocks());

/** What React Router hands handleError for a GET to a route without a loader (its internal 400). */
async function internalRouterError(): Promise<unknown> {
  const handler = createStaticHandler([{ id: 'post-only', path: '/feed', action: () => null }]);
  try {
    await handler.queryRoute(new Request('http://localhost/feed'));
  } catch (err) {
    return err;
  }
  throw new Error('expected React Router to refuse the GET');
}

describe('handleError', () => {
  const request = () => new Request('http://localhost/demo/component/1/feed');

  it('does not log what React Router answers with a 4xx itself (no loader for a GET, no such route)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const err = await internalRouterError();
    handleError(err, { request: request() });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs an error of the server, with its stack', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const err = new Error('the template is broken');
    handleError(err, { request: request() });
    expect(log).toHaveBeenCalledWith(err);
  });
});

describe('postOnly', () => {
  it('answers a GET 405 naming POST', () => {
    const res = postOnly();
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
