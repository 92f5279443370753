import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * The signature shared by every code Foyer prints or shows (ticket QR, treasure QR, personal scan
 * QR): `<body>.<mac>`, where mac is the first 16 bytes of HMAC-SHA256 over the body, base64url.
 * Each kind derives its own key from the session secret under its own label
 * (HMAC(secret, label)), so a leaked code says nothing about the session key and one kind of
 * code can never stand in for another.
 */
export interface CodeSigner {
  /** `<body>.<mac>`. */
  sign(secret: string, body: string): string;
  /** Whether `mac` is the body's genuine signature, in its one canonical spelling; constant time. */
  verify(secret: string, body: string, mac: string): boolean;
}

export function codeSigner(label: string): CodeSigner {
  // Derived once per secret: every ticket of every order is signed with it.
  const keys = new Map<string, KeyObject>();
  const mac = (secret: string, body: string): Buffer => {
    let key = keys.get(secret);
    if (!key) keys.set(secret, (key = createSecretKey(createHmac('sha256', secret).update(label).digest())));
    return createHmac('sha256', key).update(body).digest().subarray(0, 16);
  };
  return {
    sign: (secret, body) => `${body}.${mac(secret, body).toString('base64url')}`,
    verify: (secret, body, given) => {
      const bytes = Buffer.from(given, 'base64url');
      const expected = mac(secret, body);
      return bytes.length === expected.length && bytes.toString('base64url') === given && timingSafeEqual(bytes, expected);
    },
  };
}
