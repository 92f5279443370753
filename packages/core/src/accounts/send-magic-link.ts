import type { Ctx } from '../context.ts';
import { emailLinkInput, type EmailLinkInput } from './email-link-input.ts';
import { findLinkEvent } from './event-link.ts';
import { findUserByEmail } from './find-user.ts';
import { parseInput } from './parse-input.ts';
import { enforceRateLimits, mailFlowLimits } from './rate-limit.ts';
import { sendLinkMail } from './send-link-mail.ts';

export const sendMagicLinkInput = emailLinkInput;
export type SendMagicLinkInput = EmailLinkInput;

/**
 * E-mails a 15-minute sign-in link. The answer is the same whether or not the account exists
 * (nothing is sent for unknown ones), so the call cannot be used to probe for accounts.
 */
export async function sendMagicLink(
  ctx: Pick<Ctx, 'db' | 'jobs' | 'clock' | 'config' | 'rateLimiter'>,
  raw: SendMagicLinkInput,
  meta: { ip: string },
): Promise<{ status: 'ok' }> {
  const input = parseInput(sendMagicLinkInput, raw);
  await enforceRateLimits(ctx, mailFlowLimits('magic_link', meta.ip, input.email));
  const event = await findLinkEvent(ctx, input.event_id);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) await sendLinkMail(ctx, user, { kind: 'magic_link', event, source: input.source, locale: input.locale });
  return { status: 'ok' };
}
