import { createCookieSessionStorage, type Session } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { resolveViewer, type Viewer } from '@foyer/core/accounts/viewer';
import { refreshSession, type AuthTokens } from '@foyer/core/accounts/refresh-session';
import { isAppError } from '@foyer/core/errors';
import { perRequest } from '../server/request-memo.server';

interface SessionData {
  jwt_token: string;
  refresh_token: string;
  expiration_date: string;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

/**
 * The web UI keeps the token pair in an httpOnly, SameSite=Lax cookie (DESIGN "HTTP contract"),
 * Secure whenever the site is served over https. JavaScript never sees the tokens.
 */
function sessionStorage(ctx: Ctx) {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: 'foyer_session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: ctx.config.publicUrl.startsWith('https://'),
      secrets: [ctx.config.sessionSecret],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
  return storage;
}

export interface WebViewer {
  viewer: Viewer | null;
  /** Set-Cookie to send when the tokens were rotated or dropped during this request. */
  setCookie: string | null;
}

async function load(ctx: Ctx, request: Request): Promise<WebViewer> {
  const store = sessionStorage(ctx);
  const session = await store.getSession(request.headers.get('cookie'));
  const jwt = session.get('jwt_token');
  if (!jwt) return { viewer: null, setCookie: null };
  try {
    return { viewer: await resolveViewer(ctx, jwt), setCookie: null };
  } catch (err) {
    if (!isAppError(err) || err.code !== 'auth.token_expired') return { viewer: null, setCookie: await store.destroySession(session) };
  }
  // The access token expired: rotate once for this request (the result is shared by its loaders).
  const refresh = session.get('refresh_token');
  if (!refresh) return { viewer: null, setCookie: await store.destroySession(session) };
  try {
    const tokens = await refreshSession(ctx, { refresh_token: refresh });
    setTokens(session, tokens);
    return { viewer: await resolveViewer(ctx, tokens.jwt_token), setCookie: await store.commitSession(session) };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { viewer: null, setCookie: await store.destroySession(session) };
  }
}

function setTokens(session: Session<SessionData>, tokens: AuthTokens) {
  session.set('jwt_token', tokens.jwt_token);
  session.set('refresh_token', tokens.refresh_token);
  session.set('expiration_date', tokens.expiration_date);
}

/** The signed-in user of a UI request (null for guests), resolved once per request. */
export function webViewer(ctx: Ctx, request: Request): Promise<WebViewer> {
  return perRequest(request, 'web-viewer', () => load(ctx, request));
}

/** Set-Cookie that signs the browser in with a fresh token pair. */
export async function signInCookie(ctx: Ctx, request: Request, tokens: AuthTokens): Promise<string> {
  const store = sessionStorage(ctx);
  const session = await store.getSession(request.headers.get('cookie'));
  setTokens(session, tokens);
  return store.commitSession(session);
}

/** Set-Cookie that signs the browser out; the tokens themselves are revoked by the logout service. */
export async function signOutCookie(ctx: Ctx, request: Request): Promise<{ setCookie: string; jwt: string | null }> {
  const store = sessionStorage(ctx);
  const session = await store.getSession(request.headers.get('cookie'));
  const jwt = session.get('jwt_token') ?? null;
  return { setCookie: await store.destroySession(session), jwt };
}
