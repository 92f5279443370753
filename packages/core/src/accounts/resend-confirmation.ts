import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { emailLinkInput, type EmailLinkInput } from './email-link-input.ts';
import { findLinkEvent } from './event-link.ts';
import { findUserByEmail } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { enforceRateLimits, mailFlowLimits } from './rate-limit.ts';
import { sendLinkMail } from './send-link-mail.ts';

export const resendConfirmationInput = emailLinkInput;
export type ResendConfirmationInput = EmailLinkInput;

/**
 * Sends a new confirmation link; the older ones stop working. Unlike the magic link, SPEC §8
 * has this call tell "already confirmed" and "account not found" apart.
 */
export async function resendConfirmation(
  ctx: Pick<Ctx, 'db' | 'jobs' | 'clock' | 'config' | 'rateLimiter'>,
  raw: ResendConfirmationInput,
  meta: { ip: string },
): Promise<{ status: 'ok' }> {
  const input = parseInput(resendConfirmationInput, raw);
  await enforceRateLimits(ctx, mailFlowLimits('resend', meta.ip, input.email));
  const event = await findLinkEvent(ctx, input.event_id);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new AppError('auth.account_not_found', 'Account not found', 'email');
  if (user.email_confirmed_at) throw new AppError('auth.email_already_confirmed', 'This e-mail address is already confirmed', 'email');
  await sendLinkMail(ctx, user, { kind: 'confirmation', event, source: input.source, locale: input.locale });
  return { status: 'ok' };
}
