import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { deviceIdField, linkTokenField } from './account-fields.ts';
import { markEmailConfirmed } from './mark-email-confirmed.ts';
import { parseInput } from './parse-input.ts';
import { startSession } from './start-session.ts';
import { consumeEmailToken } from './tokens/email-token.ts';
import type { AuthTokens } from './tokens/issue-session-tokens.ts';

export const confirmEmailInput = z.object({ token: linkTokenField, device_id: deviceIdField });
export type ConfirmEmailInput = z.input<typeof confirmEmailInput>;

/**
 * The registration link: uses up its token, marks the address confirmed and signs in, since
 * following the link proves the address (SPEC §2 registration/completed). event_id is the event
 * the registration started from, so the UI can lead back to it.
 */
export async function confirmEmail(
  ctx: Pick<Ctx, 'db' | 'config' | 'clock'>,
  raw: ConfirmEmailInput,
): Promise<{ tokens: AuthTokens; event_id: number | null; email: string }> {
  const input = parseInput(confirmEmailInput, raw);
  const token = await consumeEmailToken(ctx, 'confirmation', input.token);
  const user = await markEmailConfirmed(ctx, token.user_id);
  const tokens = await startSession(ctx, user.id, { device_id: input.device_id });
  return { tokens, event_id: token.event_id, email: user.email };
}
