import type { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import type { JobDefinition } from '@foyer/core/platform/jobs';
import type { Mailer } from '@foyer/core/mail/mailer';

/**
 * What a handler gets: the ordinary service context plus the outside-world transports that only
 * jobs use (core's Ctx has no mailer: requests queue mail, jobs send it).
 */
export type JobCtx = Ctx & { mailer: Mailer | null };

/** Called once per job run (the in-process runner and the web app build their Ctx after the queue). */
export type JobCtxFactory = () => JobCtx | Promise<JobCtx>;

export interface RegisteredJob<P extends z.ZodType = z.ZodType> {
  def: JobDefinition<P>;
  /** Only calls core services; the payload has already been validated against def.payload. */
  handle(ctx: JobCtx, payload: z.output<P>): Promise<void>;
}

/** Identity helper that ties a handler's payload type to its definition. */
export function registerJob<P extends z.ZodType>(
  def: JobDefinition<P>,
  handle: (ctx: JobCtx, payload: z.output<P>) => Promise<void>,
): RegisteredJob {
  return { def, handle } as unknown as RegisteredJob;
}
