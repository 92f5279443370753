import type { z } from 'zod';

/**
 * A job is declared here (name, version, zod payload); its handler lives in packages/jobs.
 * Core enqueues through ctx.jobs and never imports the runner.
 */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  version: number;
  payload: P;
  /** BullMQ attempts with exponential backoff; the in-process runner honours them too. */
  attempts?: number;
  backoffMs?: number;
  /** A tick every process arms again when it starts (a sweep): dropping its next one at shutdown loses nothing. */
  rearmedAtStart?: boolean;
}

export interface EnqueueOptions {
  /** Stable id: enqueuing the same id twice runs the job once. */
  jobId?: string;
  delayMs?: number;
}

export interface JobQueue {
  enqueue<P extends z.ZodType>(def: JobDefinition<P>, payload: z.input<P>, opts?: EnqueueOptions): Promise<void>;
}

export function defineJob<P extends z.ZodType>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}
