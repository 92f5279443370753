import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url (43 characters): refresh tokens and e-mailed link tokens. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored; a database leak does not hand out usable tokens. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The one token a refresh token rotates into: a keyed digest of the presented token (256 bits,
 * base64url like newOpaqueToken), so presenting it twice yields the same successor, not a second
 * one — nobody can work it out without both the token and the server's secret.
 */
export const successorToken = (token: string, secret: string): string => createHmac('sha256', secret).update(`refresh-successor\0${token}`).digest('base64url');
