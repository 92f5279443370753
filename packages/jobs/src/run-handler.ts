import type { JobCtx, RegisteredJob } from './types.ts';

/** A payload that does not match its definition: retrying cannot help, so runners fail it at once. */
export class InvalidPayloadError extends Error {
  constructor(jobName: string, issues: string) {
    super(`Invalid payload for job ${jobName}: ${issues}`);
    this.name = 'InvalidPayloadError';
  }
}

/** Validates the raw payload against the definition's zod schema, then runs the handler. */
export async function runHandler(job: RegisteredJob, ctx: JobCtx, raw: unknown): Promise<void> {
  const parsed = job.def.payload.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new InvalidPayloadError(job.def.name, issues);
  }
  await job.handle(ctx, parsed.data);
}
