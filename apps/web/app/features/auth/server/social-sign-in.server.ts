import { z } from 'zod';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Ctx } from '@foyer/core/context';
import { AppError } from '@foyer/core/errors';
import { signInWithApple } from '@foyer/core/accounts/social/sign-in-apple';
import { signInWithFacebook } from '@foyer/core/accounts/social/sign-in-facebook';
import { signInWithGoogle } from '@foyer/core/accounts/social/sign-in-google';
import type { SocialConfig } from '../auth-result.ts';
import type { AuthRequest } from './auth-request.server.ts';
import { failure, invalid } from './auth-respond.server.ts';
import { finishSignIn } from './sign-in.server.ts';

/**
 * The providers this server can verify tokens of (client ids are public). SPEC §2: social
 * sign-in is hidden for whitelist events.
 */
export function socialConfig(ctx: Ctx, event: { access_mode_type: string }): SocialConfig | null {
  if (event.access_mode_type === 'whitelist') return null;
  const s = ctx.config.social;
  const config: SocialConfig = { google: s.googleClientIds[0] ?? null, apple: s.appleClientIds[0] ?? null, facebook: s.facebookAppId ?? null };
  return config.google || config.apple || config.facebook ? config : null;
}

const socialForm = z.object({
  provider: z.enum(['google', 'apple', 'facebook']),
  token: z.string().min(1).max(8192),
  // SPEC §5: GDPR on social login is sent true only if given.
  gdpr: z.string().optional().transform((v) => (v === 'true' || v === 'on' ? true : null)),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
});

/** The provider token from the browser's SDK, verified by the social service; then the login flow. */
export async function socialSignIn(req: AuthRequest, form: FormData) {
  const submission = parseWithZod(form, { schema: socialForm });
  if (submission.status !== 'success') return invalid('social', submission);
  const { provider, token, gdpr, first_name, last_name } = submission.value;
  // Hidden on whitelist events (SPEC §2), so refused there too rather than creating accounts.
  if (req.event.access_mode_type === 'whitelist') return failure('social', new AppError('common.forbidden', 'Social sign-in is not available for this event'));
  const base = { token, gdpr, locale: req.locale };
  try {
    const tokens =
      provider === 'google'
        ? await signInWithGoogle(req.ctx, base)
        : provider === 'apple'
          ? await signInWithApple(req.ctx, { ...base, first_name: first_name ?? null, last_name: last_name ?? null })
          : await signInWithFacebook(req.ctx, base);
    return await finishSignIn(req, 'social', tokens);
  } catch (err) {
    // auth.gdpr_consent_required opens the social consent dialog, which retries with this token.
    return failure('social', err, { extra: { social: { provider, token, needsNames: provider === 'apple' } } });
  }
}
