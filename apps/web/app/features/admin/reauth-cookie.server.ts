import { createCookie, type Cookie } from 'react-router';
import type { Ctx } from '@foyer/core/context';

/** SPEC §6: the admin panel asks for the password again; the proof lasts this long. */
export const reauthTtlSeconds = 15 * 60;

interface ReauthProof {
  /** Whose password was entered: another account signing in on the same browser gets nothing. */
  u: string;
  /** Expiry in ms since epoch, checked on the server (Max-Age alone is only a request to the browser). */
  exp: number;
}

let cookie: Cookie | undefined;

function reauthCookie(ctx: Ctx): Cookie {
  cookie ??= createCookie('foyer_admin_reauth', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.config.publicUrl.startsWith('https://'),
    secrets: [ctx.config.sessionSecret],
    maxAge: reauthTtlSeconds,
  });
  return cookie;
}

/** Whether the user re-entered their password within the last 15 minutes (a signed cookie). */
export async function hasRecentReauth(ctx: Ctx, request: Request, userIdentityToken: string): Promise<boolean> {
  const value = (await reauthCookie(ctx).parse(request.headers.get('cookie'))) as Partial<ReauthProof> | null;
  if (!value || typeof value !== 'object' || value.u !== userIdentityToken || typeof value.exp !== 'number') return false;
  return value.exp > ctx.clock.now().getTime();
}

/** Set-Cookie recording a successful password re-entry. */
export function reauthSetCookie(ctx: Ctx, userIdentityToken: string): Promise<string> {
  const proof: ReauthProof = { u: userIdentityToken, exp: ctx.clock.now().getTime() + reauthTtlSeconds * 1000 };
  return reauthCookie(ctx).serialize(proof);
}
