import { redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { confirmEmailChange } from '@foyer/core/profile/confirm-email-change';

/** The query names the confirmation link may carry (the mail uses the first). */
const tokenParams = ['email_change_token', 'email_token'] as const;

/**
 * The link mailed to a new address lands on the profile with its token. The change is applied
 * before any sign-in check (the click itself proves the address), then the token leaves the URL
 * with a redirect so a reload or a shared screenshot cannot replay it.
 */
export async function handleEmailChangeLink(ctx: Ctx, request: Request, basePath: string): Promise<void> {
  const url = new URL(request.url);
  const token = tokenParams.map((p) => url.searchParams.get(p)).find((v) => v);
  if (!token) return;
  let outcome: string;
  try {
    await confirmEmailChange(ctx, { token });
    outcome = 'email_changed=1';
  } catch (err) {
    if (!isAppError(err)) throw err;
    outcome = `email_change_failed=${encodeURIComponent(err.code)}`;
  }
  throw redirect(`${basePath}/profile/edit?${outcome}`);
}

/** What the edit screen says about a confirmation that just happened. */
export function emailChangeOutcome(request: Request): { changed: boolean; failedCode: string | null } {
  const params = new URL(request.url).searchParams;
  return { changed: params.get('email_changed') === '1', failedCode: params.get('email_change_failed') };
}
