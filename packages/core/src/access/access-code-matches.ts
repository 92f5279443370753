import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Compares in constant time: both sides are hashed to the same length first, so neither the
 * length nor the first differing character of the real code leaks through timing.
 */
export function accessCodeMatches(expected: string | null | undefined, given: string | null | undefined): boolean {
  const want = expected?.trim() ?? '';
  const got = given?.trim() ?? '';
  if (!want || !got) return false;
  return timingSafeEqual(digest(want), digest(got));
}
