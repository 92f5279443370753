import { desc } from 'drizzle-orm';
import { mail_outbox } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';

export type MailboxEntry = typeof mail_outbox.$inferSelect;

/** The outbox, newest first, for the development page /dev/mailbox. */
export async function listMailbox(ctx: Pick<Ctx, 'db'>, opts: { limit?: number } = {}): Promise<MailboxEntry[]> {
  const limit = Math.min(Math.max(1, Math.trunc(opts.limit ?? 50)), 500);
  return ctx.db.select().from(mail_outbox).orderBy(desc(mail_outbox.created_at), desc(mail_outbox.id)).limit(limit);
}
