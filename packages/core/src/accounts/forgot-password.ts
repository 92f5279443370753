import type { Ctx } from '../context.ts';
import { emailLinkInput, type EmailLinkInput } from './email-link-input.ts';
import { findLinkEvent } from './event-link.ts';
import { findUserByEmail } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { enforceRateLimits, mailFlowLimits } from './rate-limit.ts';
import { sendLinkMail } from './send-link-mail.ts';

export const forgotPasswordInput = emailLinkInput;
export type ForgotPasswordInput = EmailLinkInput;

/**
 * E-mails a one-hour password-reset link. Known and unknown e-mails get the identical answer, so
 * the reminder cannot be used to find out who has an account.
 */
export async function forgotPassword(
  ctx: Pick<Ctx, 'db' | 'jobs' | 'clock' | 'config' | 'rateLimiter'>,
  raw: ForgotPasswordInput,
  meta: { ip: string },
): Promise<{ status: 'ok' }> {
  const input = parseInput(forgotPasswordInput, raw);
  await enforceRateLimits(ctx, mailFlowLimits('forgot', meta.ip, input.email));
  const event = await findLinkEvent(ctx, input.event_id);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) await sendLinkMail(ctx, user, { kind: 'password_reset', event, source: input.source, locale: input.locale });
  return { status: 'ok' };
}
