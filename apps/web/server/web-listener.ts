import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createHttpApp, guestPagesFor, type HttpAppOptions } from './http-app.ts';

/**
 * The web process's node:http request listener: a guest's kept landing page is written straight
 * from its wire form (guest-page-cache.ts sendKept: the very status, headers and bytes the whole
 * stack sent for it), everything else goes through the Hono app. During a rush nearly every
 * request is such a page, and the stack around a kept page cost as much as sending it.
 */
export function createWebListener(opts: Omit<HttpAppOptions, 'guestPages'>) {
  const guestPages = guestPagesFor(opts);
  const app = createHttpApp({ ...opts, guestPages });
  const viaApp = getRequestListener(app.fetch);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!guestPages.sendKept(req, res)) void viaApp(req, res);
  };
  return { app, listener, guestPages };
}
