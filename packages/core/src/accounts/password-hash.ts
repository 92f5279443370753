import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (DESIGN "Security baselines"): m=19 MiB, t=2, p=1. */
// Algorithm is an ambient const enum (unusable under isolatedModules): 2 is Argon2id.
const options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown e-mail, social-only or deleted
 * account) it still verifies against a throw-away hash, so the answer takes the same time either
 * way and does not tell an attacker which e-mails have accounts.
 */
export async function verifyPasswordHash(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword('not-a-real-password-just-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
