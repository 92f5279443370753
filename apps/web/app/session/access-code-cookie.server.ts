import { createCookie, type Cookie } from 'react-router';
import type { Ctx } from '@foyer/core/context';

/**
 * The access code a visitor entered for one event (SPEC §4 "Access code: stored if the check
 * succeeds; cleared … if it fails"). httpOnly: scripts never read it; every request re-checks
 * the stored code against the event, so an organizer changing the code locks old visitors out.
 * Signed: only a code that passed the limited check is ever stored, so a cookie written by hand
 * (one guess per request, none of them counted) is not read at all.
 */
const cookies = new Map<string, Cookie>();

function accessCodeCookie(ctx: Ctx, eventId: number): Cookie {
  const secure = ctx.config.publicUrl.startsWith('https://');
  const key = `${eventId}:${secure}:${ctx.config.sessionSecret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(`foyer_access_${eventId}`, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      maxAge: 60 * 60 * 24 * 30,
      secrets: [ctx.config.sessionSecret],
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** The stored code for the event, or null. */
export async function readAccessCode(ctx: Ctx, request: Request, eventId: number): Promise<string | null> {
  const value: unknown = await accessCodeCookie(ctx, eventId).parse(request.headers.get('cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Set-Cookie that stores a code the check accepted. */
export function storeAccessCode(ctx: Ctx, eventId: number, code: string): Promise<string> {
  return accessCodeCookie(ctx, eventId).serialize(code);
}

/** Set-Cookie that forgets the event's code. */
export function clearAccessCode(ctx: Ctx, eventId: number): Promise<string> {
  return accessCodeCookie(ctx, eventId).serialize('', { maxAge: 0, expires: new Date(0) });
}
