import type { Ctx } from '../context.ts';
import { sendAccountMail } from './account-mail.ts';
import { mailLocale } from './user-locale.ts';
import { emailLinkInput, type EmailLinkInput } from './email-link-input.ts';
import { eventPageLink, findLinkEvent } from './event-link.ts';
import { findUserByEmail } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { enforceRateLimits, mailFlowLimits } from './rate-limit.ts';
import { sendLinkMail } from './send-link-mail.ts';

export const resendConfirmationInput = emailLinkInput;
export type ResendConfirmationInput = EmailLinkInput;

/**
 * Sends a new confirmation link; the older ones stop working. SPEC §8 has this call answer
 * "already confirmed" and "account not found", but that tells anyone who has an account here:
 * like login and forgot-password it answers ok whatever the address, and the mail says what
 * happened (issue #12) — a sign-in link for a confirmed address, a register link for an unknown one.
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
  if (!user) {
    await sendAccountMail(ctx, { kind: 'no_account', to: input.email, locale: mailLocale(null, input.locale), name: '', url: eventPageLink(ctx, event, 'register'), event });
    return { status: 'ok' };
  }
  if (user.email_confirmed_at) {
    await sendAccountMail(ctx, { kind: 'already_confirmed', to: user.email, locale: mailLocale(user.locale, input.locale), name: user.first_name, url: eventPageLink(ctx, event, 'login'), event });
    return { status: 'ok' };
  }
  await sendLinkMail(ctx, user, { kind: 'confirmation', event, source: input.source, locale: input.locale });
  return { status: 'ok' };
}
