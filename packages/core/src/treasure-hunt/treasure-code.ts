import { randomBytes } from 'node:crypto';
import { codeSigner } from '../platform/signed-code.ts';

/**
 * A treasure code has two faces:
 * - the printed code (`code` column): 16 characters of Crockford base32 from a CSPRNG (80 bits),
 *   shown under the QR as `K7QM-2XPA-9RTW-D4HN` for typing when there is no camera; typed
 *   attempts are rate-limited per user, so it cannot be guessed;
 * - the QR's signed token `TH1.<code>.<mac>` (platform/signed-code.ts, its own key derived from
 *   the session secret), inside a URL `{publicUrl}/{slug}/treasure/{token}` so the
 *   phone's own camera app opens the attendee's scan page. A forged or altered token fails the
 *   signature before any database read.
 * A code is per place: whoever finds it scores it once (unique scan per code and user), so a
 * screenshot passed round a chat gives each person at most what finding the place would.
 */
const PREFIX = 'TH1';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

const signer = codeSigner('foyer-treasure-qr');

/** A new printed code: 16 symbols of 5 random bits each. */
export function newTreasureCode(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
}

export function signTreasureCode(secret: string, code: string): string {
  if (!CODE.test(code)) throw new RangeError('signTreasureCode: not a treasure code');
  return signer.sign(secret, `${PREFIX}.${code}`);
}

/** The address a treasure's QR holds: the phone's camera app opens the scan page with it. */
export function treasureUrl(publicUrl: string, slug: string, secret: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(slug)}/treasure/${signTreasureCode(secret, code)}`;
}

/** `K7QM-2XPA-9RTW-D4HN`: easier to read off a sheet and type. */
export function printedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

function verify(secret: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !CODE.test(parts[1]!)) return null;
  return signer.verify(secret, `${PREFIX}.${parts[1]!}`, parts[2]!) ? parts[1]! : null;
}

/** Crockford's reading of a typed code: case, spaces and dashes ignored, O→0, I and L→1. */
function typed(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE.test(code) ? code : null;
}

export type TreasureInput = { code: string; signed: boolean } | null;

/**
 * What a scanner or a person gave, as the printed code: a treasure URL or its token (signed:
 * a bad signature is null), or a typed code (not signed: the caller rate-limits those).
 */
export function readTreasureInput(secret: string, raw: string): TreasureInput {
  let input = raw.trim();
  if (input.length > 500) return null;
  const at = input.lastIndexOf('/treasure/');
  if (at >= 0) {
    input = input.slice(at + '/treasure/'.length).split(/[?#]/)[0]!;
    try {
      input = decodeURIComponent(input);
    } catch {
      return null;
    }
  }
  if (input.startsWith(`${PREFIX}.`)) {
    const code = verify(secret, input);
    return code ? { code, signed: true } : null;
  }
  if (at >= 0) return null;
  const code = typed(input);
  return code ? { code, signed: false } : null;
}
