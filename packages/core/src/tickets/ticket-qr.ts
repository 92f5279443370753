import { codeSigner } from '../platform/signed-code.ts';

/**
 * The QR payload printed on a ticket: `FT1.<reservation uuid>.<mac>`, where mac is the first 16
 * bytes of HMAC-SHA256 over `FT1.<uuid>`, base64url. Unguessable without the key, verifiable
 * offline by check-in. `secret` is ctx.config.sessionSecret; the QR key is derived from it under
 * its own label (platform/signed-code.ts).
 */
const PREFIX = 'FT1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signer = codeSigner('foyer-ticket-qr');

export function signTicketQr(secret: string, reservationUuid: string): string {
  const uuid = reservationUuid.toLowerCase();
  if (!UUID.test(uuid)) throw new RangeError('signTicketQr: not a uuid');
  return signer.sign(secret, `${PREFIX}.${uuid}`);
}

/** The reservation uuid of a genuine payload, else null. */
export function verifyTicketQr(secret: string, payload: string): string | null {
  const parts = payload.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const uuid = parts[1]!;
  if (!UUID.test(uuid)) return null;
  return signer.verify(secret, `${PREFIX}.${uuid}`, parts[2]!) ? uuid : null;
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
