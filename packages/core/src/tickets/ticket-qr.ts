import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * The QR payload printed on a ticket: `FT1.<reservation uuid>.<mac>`, where mac is the first 16
 * bytes of HMAC-SHA256 over `FT1.<uuid>`, base64url. Unguessable without the key, verifiable
 * offline by check-in. `secret` is ctx.config.sessionSecret; the QR key is derived from it
 * (HMAC(secret, 'foyer-ticket-qr')) so a leaked QR never says anything about the session key.
 */
const PREFIX = 'FT1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The derived QR key per secret, derived once (every ticket of every order is signed with it). */
const qrKeys = new Map<string, KeyObject>();

function mac(secret: string, uuid: string): Buffer {
  let key = qrKeys.get(secret);
  if (!key) qrKeys.set(secret, (key = createSecretKey(createHmac('sha256', secret).update('foyer-ticket-qr').digest())));
  return createHmac('sha256', key).update(`${PREFIX}.${uuid}`).digest().subarray(0, 16);
}

export function signTicketQr(secret: string, reservationUuid: string): string {
  const uuid = reservationUuid.toLowerCase();
  if (!UUID.test(uuid)) throw new RangeError('signTicketQr: not a uuid');
  return `${PREFIX}.${uuid}.${mac(secret, uuid).toString('base64url')}`;
}

/** The reservation uuid of a genuine payload, else null. */
export function verifyTicketQr(secret: string, payload: string): string | null {
  const parts = payload.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const uuid = parts[1]!;
  if (!UUID.test(uuid)) return null;
  const given = Buffer.from(parts[2]!, 'base64url');
  const expected = mac(secret, uuid);
  if (given.length !== expected.length || given.toString('base64url') !== parts[2]) return null;
  return timingSafeEqual(given, expected) ? uuid : null;
}

/** The ticket code printed under the QR (the reservation uuid), typed in any case; else null. */
export function printedTicketCode(input: string): string | null {
  const typed = input.trim().toLowerCase();
  return UUID.test(typed) ? typed : null;
}

/** What a door was given — a genuine QR payload or the printed code — as the reservation uuid. */
export function ticketCodeOf(secret: string, input: string): string | null {
  return verifyTicketQr(secret, input) ?? printedTicketCode(input);
}
