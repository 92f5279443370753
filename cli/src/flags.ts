import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { MAX_INT32 } from '@foyer/core/platform/input-vocabulary';

/**
 * A whole number as an operator types it: decimal digits only. z.coerce.number took `0x10` as 16,
 * `1e3` as 1000 and ` ` as 0 — a typo became another batch, another request, another seed.
 */
export const wholeNumber = (message: string, bounds: { min?: number; max?: number } = {}) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(bounds.min ?? 0, message)
        .max(bounds.max ?? MAX_INT32, message),
    );

/** A row id: 1 … MAX_INT32 (what Postgres' integer keys hold; past it the database would refuse with a 500-like error). */
export const idFlag = (message: string) => wholeNumber(message, { min: 1 });

/**
 * A path the operator typed, resolved from the directory they typed it in. `npm run foyer` runs
 * in the repository, so `invoices import ./march.csv` from another folder looked for the file in
 * the repository; npm keeps the caller's directory in INIT_CWD (trusted only under our own script:
 * an outer npm run, e.g. the tests', sets it too).
 */
export function fromCaller(path: string): string {
  if (isAbsolute(path)) return path;
  const callerDir = process.env.npm_lifecycle_event === 'foyer' && process.env.INIT_CWD ? process.env.INIT_CWD : process.cwd();
  return resolve(callerDir, path);
}
