import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { accessCodeMatches } from './access-code-matches.ts';
import { countAccessCodeAttempt } from './access-code-limit.ts';

/**
 * SPEC §7 POST events/{id}/check_access_code. The client stores the code on success and clears
 * it on failure (SPEC §4). Every attempt counts against a per-address limit before the compare.
 */
export async function checkAccessCode(
  ctx: Pick<Ctx, 'db' | 'rateLimiter'>,
  eventId: number,
  code: string | null | undefined,
  opts: { ip: string },
): Promise<{ status: 'ok' }> {
  if (!code?.trim()) throw new AppError('common.required', 'Field is required', 'code');
  const event = await getEventById(ctx, eventId);
  await countAccessCodeAttempt(ctx, opts.ip);
  // An event without a code has nothing to check: any code opens it.
  if (!event.access_code_on) return { status: 'ok' };
  if (!accessCodeMatches(event.access_code, code)) {
    throw new AppError('access.code_wrong', 'Oops... this access code is wrong. Please verify your code and try again.', 'code');
  }
  return { status: 'ok' };
}
