import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { listenOnLoopback, sendJson } from './listen.ts';

export interface IdTokenOptions {
  /** The token's iat; pass the test clock's now (services verify against ctx.clock). */
  now: Date;
  issuer: string;
  audience: string;
  subject: string;
  /** Seconds from `now`; negative makes an already expired token. */
  expiresIn?: number;
  /** Sign with a key that is not published (same kid): the signature must not verify. */
  foreignKey?: boolean;
  claims?: JWTPayload;
}

export interface FakeJwksServer {
  googleJwksUrl: string;
  appleJwksUrl: string;
  kid: string;
  signIdToken(o: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

/**
 * Google's and Apple's JWKS endpoints on loopback with an RSA key of our own (DESIGN "Testing":
 * real client code against local fakes that sign like the real ones), plus an ID-token signer.
 */
export async function startFakeJwksServer(): Promise<FakeJwksServer> {
  const kid = 'fake-key-1';
  const published = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = await listenOnLoopback((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && (path === '/google-jwks' || path === '/apple-jwks')) return sendJson(res, 200, { keys: [jwk] });
    sendJson(res, 404, { error: 'not found' });
  });
  const sign = (o: IdTokenOptions, key: CryptoKey) => {
    const iat = Math.floor(o.now.getTime() / 1000);
    return new SignJWT({ ...o.claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(o.issuer)
      .setAudience(o.audience)
      .setSubject(o.subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (o.expiresIn ?? 3600))
      .sign(key);
  };
  return {
    googleJwksUrl: `${server.baseUrl}/google-jwks`,
    appleJwksUrl: `${server.baseUrl}/apple-jwks`,
    kid,
    signIdToken: (o) => sign(o, o.foreignKey ? foreign.privateKey : published.privateKey),
    close: server.close,
  };
}

/** A Google ID token as Google issues it (claims per Google's OpenID Connect docs). */
export function googleIdToken(
  jwks: FakeJwksServer,
  p: { now: Date; audience: string; sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string },
  over: Partial<IdTokenOptions> = {},
) {
  const { now, audience, sub, ...claims } = p;
  return jwks.signIdToken({ now, audience, subject: sub, issuer: 'https://accounts.google.com', claims: { email_verified: true, ...claims }, ...over });
}

/** An Apple ID token: no names inside, email_verified as the string "true". */
export function appleIdToken(jwks: FakeJwksServer, p: { now: Date; audience: string; sub: string; email?: string }, over: Partial<IdTokenOptions> = {}) {
  const { now, audience, sub, email } = p;
  return jwks.signIdToken({ now, audience, subject: sub, issuer: 'https://appleid.apple.com', claims: { email, email_verified: 'true' }, ...over });
}
