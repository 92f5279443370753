import { desc, inArray } from 'drizzle-orm';
import { documents, mail_outbox } from '@foyer/db/schema';
import type { Ctx } from '../context.ts';

export type MailboxEntry = typeof mail_outbox.$inferSelect & { attachments: { id: number; file_name: string; size: number }[] };

/** The outbox, newest first, for the development page /dev/mailbox (attachments by name only). */
export async function listMailbox(ctx: Pick<Ctx, 'db'>, opts: { limit?: number } = {}): Promise<MailboxEntry[]> {
  const limit = Math.min(Math.max(1, Math.trunc(opts.limit ?? 50)), 500);
  const rows = await ctx.db.select().from(mail_outbox).orderBy(desc(mail_outbox.created_at), desc(mail_outbox.id)).limit(limit);
  const ids = [...new Set(rows.flatMap((r) => r.document_ids))];
  const docs = ids.length
    ? await ctx.db.select({ id: documents.id, file_name: documents.file_name, size: documents.size }).from(documents).where(inArray(documents.id, ids))
    : [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  return rows.map((r) => ({ ...r, attachments: r.document_ids.flatMap((id) => byId.get(id) ?? []) }));
}
