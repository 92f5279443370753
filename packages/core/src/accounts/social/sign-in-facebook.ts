import { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { normalizeEmail } from '../account-fields.ts';
import { parseInput } from '../parse-input.ts';
import type { AuthTokens } from '../tokens/issue-session-tokens.ts';
import { fetchFacebookUser } from './facebook-graph.ts';
import { signInWithProfile } from './sign-in-with-profile.ts';
import { socialInputBase } from './social-input.ts';

export const signInWithFacebookInput = z.object(socialInputBase);
export type SignInWithFacebookInput = z.input<typeof signInWithFacebookInput>;

/** Facebook Login: `token` is the user access token the Facebook SDK gave the client. */
export async function signInWithFacebook(ctx: Pick<Ctx, 'db' | 'config' | 'clock' | 'log'>, raw: SignInWithFacebookInput): Promise<AuthTokens> {
  const input = parseInput(signInWithFacebookInput, raw);
  const fb = await fetchFacebookUser(ctx, input.token);
  const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  // Facebook returns only addresses its user confirmed.
  const email = typeof fb.email === 'string' && fb.email.includes('@') ? normalizeEmail(fb.email) : null;
  return signInWithProfile(
    ctx,
    { provider: 'facebook', subject: fb.id, email, first_name: str(fb.first_name), last_name: str(fb.last_name) },
    { gdpr: input.gdpr, locale: input.locale, device_id: input.device_id },
  );
}
