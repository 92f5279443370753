import { codeSigner } from '../platform/signed-code.ts';

/**
 * An attendee's personal QR for the scan game: `FS1.<eventId>.<token>.<mac>`, where token is the
 * user_identity_token in base64url (a token may hold any text) and mac the first 16 bytes of
 * HMAC-SHA256 over `FS1.<eventId>.<token>`. Knowing someone's public token (it is in every
 * profile link) is not enough to make their code, and a code says which event it belongs to, so
 * another event's code is told apart from a forged one. The key is derived from the session
 * secret under its own label, as the ticket QR's is (tickets/ticket-qr.ts), so the two codes can
 * never stand in for each other.
 */
const PREFIX = 'FS1';
const TOKEN = /^[A-Za-z0-9_-]{1,300}$/;
const EVENT = /^[1-9][0-9]{0,9}$/;

const signer = codeSigner('foyer-scan-qr');

export function signScanQr(secret: string, eventId: number, userToken: string): string {
  return signer.sign(secret, `${PREFIX}.${eventId}.${Buffer.from(userToken, 'utf8').toString('base64url')}`);
}

/** The event and user token of a genuine code (of any event), else null. */
export function verifyScanQr(secret: string, payload: string): { eventId: number; userToken: string } | null {
  if (payload.length > 600) return null;
  const parts = payload.trim().split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX || !EVENT.test(parts[1]!) || !TOKEN.test(parts[2]!)) return null;
  if (!signer.verify(secret, parts.slice(0, 3).join('.'), parts[3]!)) return null;
  const eventId = Number(parts[1]);
  if (eventId > 2_147_483_647) return null;
  return { eventId, userToken: Buffer.from(parts[2]!, 'base64url').toString('utf8') };
}
