import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { normalizeEmail } from '../account-fields.ts';
import { parseInput } from '../parse-input.ts';
import type { AuthTokens } from '../tokens/issue-session-tokens.ts';
import { signInWithProfile } from './sign-in-with-profile.ts';
import { socialInputBase } from './social-input.ts';
import { isTrue, verifyIdToken } from './verify-id-token.ts';

export const signInWithGoogleInput = z.object(socialInputBase);
export type SignInWithGoogleInput = z.input<typeof signInWithGoogleInput>;

export const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/** Google Sign-In: `token` is the ID token Google issued to our client id. */
export async function signInWithGoogle(ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'log'>, raw: SignInWithGoogleInput): Promise<AuthTokens> {
  const input = parseInput(signInWithGoogleInput, raw);
  const claims = await verifyIdToken(ctx, input.token, {
    provider: 'google',
    jwksUrl: ctx.config.social.googleJwksUrl,
    issuers: googleIssuers,
    audiences: ctx.config.social.googleClientIds,
  });
  const email = typeof claims.email === 'string' && isTrue(claims.email_verified) ? normalizeEmail(claims.email) : null;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  return signInWithProfile(
    ctx,
    { provider: 'google', subject: claims.sub, email, first_name: str(claims.given_name), last_name: str(claims.family_name) },
    { gdpr: input.gdpr, locale: input.locale, device_id: input.device_id },
  );
}
