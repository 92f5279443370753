import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { normalizeEmail } from '../account-fields.ts';
import { parseInput } from '../parse-input.ts';
import type { AuthTokens } from '../tokens/issue-session-tokens.ts';
import { signInWithProfile } from './sign-in-with-profile.ts';
import { socialInputBase } from './social-input.ts';
import { isTrue, verifyIdToken } from './verify-id-token.ts';

/** Apple puts no names in its ID token; the app receives them once, on the first authorization. */
const appleName = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((s) => s ?? '');

export const signInWithAppleInput = z.object({ ...socialInputBase, first_name: appleName, last_name: appleName });
export type SignInWithAppleInput = z.input<typeof signInWithAppleInput>;

export const appleIssuer = 'https://appleid.apple.com';
/** SPEC §5: used only when an existing account has no names and Apple sent none. */
export const applePlaceholderNames = { first_name: 'Apple', last_name: 'User' };

/** Sign in with Apple: `token` is Apple's ID token (identityToken) for one of our client ids. */
export async function signInWithApple(ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'log'>, raw: SignInWithAppleInput): Promise<AuthTokens> {
  const input = parseInput(signInWithAppleInput, raw);
  const claims = await verifyIdToken(ctx, input.token, {
    provider: 'apple',
    jwksUrl: ctx.config.social.appleJwksUrl,
    issuers: [appleIssuer],
    audiences: ctx.config.social.appleClientIds,
  });
  // Apple relays (privaterelay.appleid.com) are verified addresses too.
  const email = typeof claims.email === 'string' && isTrue(claims.email_verified) ? normalizeEmail(claims.email) : null;
  return signInWithProfile(
    ctx,
    { provider: 'apple', subject: claims.sub, email, first_name: input.first_name, last_name: input.last_name },
    { gdpr: input.gdpr, locale: input.locale, device_id: input.device_id, requireNames: true, placeholderNames: applePlaceholderNames },
  );
}
