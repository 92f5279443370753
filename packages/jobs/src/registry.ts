import { deliverMail } from '@foyer/core/mail/deliver-mail';
import { sendMailJob } from '@foyer/core/mail/jobs';
import { registerJob, type RegisteredJob } from './types.ts';

/**
 * Every job the workers run. A job declared in core with defineJob but missing here is never
 * processed, so add the line in the same change that adds the definition.
 */
export const jobRegistry: readonly RegisteredJob[] = [
  registerJob(sendMailJob, async (ctx, p) => {
    await deliverMail(ctx, ctx.mailer, p);
  }),
];

export function findJob(name: string, registry: readonly RegisteredJob[] = jobRegistry): RegisteredJob | undefined {
  return registry.find((j) => j.def.name === name);
}
