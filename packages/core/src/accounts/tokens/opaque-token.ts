import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url (43 characters): refresh tokens and e-mailed link tokens. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored; a database leak does not hand out usable tokens. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
