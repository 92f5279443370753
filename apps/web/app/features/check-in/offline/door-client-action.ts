import { isRouteErrorResponse } from 'react-router';
import type { CheckInResult } from '../check-in.server.ts';
import { hasCopy, scanOffline } from './door-offline.ts';

/** The server is out of reach (no network, or the proxy in front of it answers that the app is down), rather than answering. */
export function unreachable(err: unknown): boolean {
  return err instanceof TypeError || (isRouteErrorResponse(err) && err.status >= 502 && err.status <= 504);
}

/**
 * The door's form in the browser (a route's clientAction): a scan goes to the server as always;
 * when the server cannot be reached and the door holds a copy of the tickets, the copy answers
 * and the scan is queued (door-offline.ts). Anything else (an undo, the password prompt) needs the server.
 */
export async function doorClientAction<T>(request: Request, serverAction: () => Promise<T>): Promise<T | CheckInResult> {
  const form = await request.clone().formData();
  const door = new URL(request.url).pathname.replace(/\/$/, '');
  const intent = form.get('intent') ?? 'scan';
  // An undo needs the server: offline, the door says so instead of an error page.
  if (intent === 'undo') return serverAction().catch((err: unknown) => (unreachable(err) ? ({ intent: 'undo', name: '', ok: false, offline: true } as const) : Promise.reject(err)));
  if (intent !== 'scan') return serverAction();
  // Online, the copy is not read at all: it is looked at only once the server cannot answer.
  const withCopy = () => hasCopy(door).catch(() => false);
  if (navigator.onLine) {
    try {
      return await serverAction();
    } catch (err) {
      if (!unreachable(err) || !(await withCopy())) throw err;
    }
  } else if (!(await withCopy())) return serverAction();
  const code = String(form.get('code') ?? '').trim();
  if (!code || code.length > 200) return { intent: 'scan', invalid: true, code };
  const result = await scanOffline(door, code, document.documentElement.lang || 'en');
  return { intent: 'scan', result: { ...result, offline: true }, code: '' };
}
