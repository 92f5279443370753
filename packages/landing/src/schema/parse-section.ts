import type { z } from 'zod';
import { pruneInvalid } from './prune-invalid.ts';

export type LpIssue = { path: string; message: string };

// Each round removes at least one value, and a required field's removal climbs one level per
// round, so a handful of rounds settles any realistic document.
const MAX_ROUNDS = 10;

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Parses one value, cutting out invalid parts until the rest parses. Issues are the first
 * attempt's: later rounds only report the consequences of the cuts. Never throws.
 */
export function parseSection<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  prefix: readonly PropertyKey[],
  issues: LpIssue[],
): z.output<S> {
  let value = raw;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    if (round === 0) {
      for (const issue of result.error.issues) {
        issues.push({ path: formatPath([...prefix, ...issue.path]), message: issue.message });
      }
    }
    const pruned = pruneInvalid(value, result.error.issues);
    if (!pruned.changed) break;
    value = pruned.value;
  }
  return schema.parse(undefined);
}
