import type { JobDefinition } from '@foyer/core/platform/jobs';

/** Used when a definition says nothing: a few quick retries cover a blip, not an outage. */
export const defaultAttempts = 3;
export const defaultBackoffMs = 1_000;

export function retryPolicy(def: JobDefinition): { attempts: number; backoffMs: number } {
  return {
    attempts: Math.max(1, def.attempts ?? defaultAttempts),
    backoffMs: Math.max(0, def.backoffMs ?? defaultBackoffMs),
  };
}

/** BullMQ's exponential strategy: base * 2^(attemptsMade - 1); the in-process runner matches it. */
export function backoffDelay(backoffMs: number, attemptsMade: number): number {
  return backoffMs * 2 ** Math.max(0, attemptsMade - 1);
}
