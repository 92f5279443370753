import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { deviceIdField, linkTokenField } from './account-fields.ts';
import { markEmailConfirmed } from './mark-email-confirmed.ts';
import { parseInput } from './parse-input.ts';
import { startSession } from './start-session.ts';
import { consumeEmailToken } from './tokens/email-token.ts';
import type { AuthTokens } from './tokens/issue-session-tokens.ts';

export const authenticateMagicLinkInput = z.object({ token: linkTokenField, device_id: deviceIdField });
export type AuthenticateMagicLinkInput = z.input<typeof authenticateMagicLinkInput>;

/** Signs in with a magic link (single use). Receiving the mail proves the address, so it is confirmed too. */
export async function authenticateMagicLink(
  ctx: Pick<Ctx, 'db' | 'config' | 'clock'>,
  raw: AuthenticateMagicLinkInput,
): Promise<AuthTokens & { event_id: number | null }> {
  const input = parseInput(authenticateMagicLinkInput, raw);
  const token = await consumeEmailToken(ctx, 'magic_link', input.token);
  const user = await markEmailConfirmed(ctx, token.user_id);
  const tokens = await startSession(ctx, user.id, { device_id: input.device_id });
  return { ...tokens, event_id: token.event_id };
}
