import { createHash, randomBytes } from 'node:crypto';
import type { EmailTokenKind } from '@foyer/db/schema';
import { emailTokenTtlSeconds } from '../accounts/tokens/email-token.ts';

/**
 * E-mail change links reuse email_tokens with a kind of their own, so no other flow (confirming
 * a registration, a magic link) ever accepts one. The new address travels in the token itself,
 * `<secret>.<base64url address>`, and only the hash of the whole token is stored: changing the
 * address part changes the hash, so it cannot be tampered with.
 */
export const emailChangeKind: EmailTokenKind = 'email_change';
export const emailChangeTtlSeconds = emailTokenTtlSeconds.email_change;

export const hashEmailChangeToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newEmailChangeToken(email: string): string {
  return `${randomBytes(32).toString('base64url')}.${Buffer.from(email, 'utf8').toString('base64url')}`;
}

/** The address a token carries, or null for anything that is not shaped like one. */
export function emailInToken(token: string): string | null {
  const m = /^[A-Za-z0-9_-]{43}\.([A-Za-z0-9_-]{1,400})$/.exec(token);
  return m ? Buffer.from(m[1]!, 'base64url').toString('utf8') : null;
}
