/**
 * True for Postgres error 23505 (unique_violation), however the driver wraps it: postgres.js and
 * PGlite put `code` on the error, drizzle wraps both in an error whose `cause` is the original.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') {
      if (!constraint) return true;
      const name = e.constraint_name ?? e.constraint;
      return name === undefined || name === constraint;
    }
  }
  return false;
}
