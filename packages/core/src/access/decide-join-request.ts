import { schema, type Db } from '@foyer/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getEventById } from '../events/find-event.ts';
import { requireEventAdmin } from './is-event-admin.ts';
import { queueJoinDecisionMail } from './join-decision-mail.ts';
import { upsertMembership } from './upsert-membership.ts';
import { addWhitelistEntry } from './whitelist-entries.ts';

export type JoinDecision = 'approve' | 'reject';
type DecideCtx = Pick<Ctx, 'db' | 'jobs' | 'config' | 'clock'>;

/** The organizer approves or rejects a request to join (admins of this event only). */
export async function decideJoinRequest(
  ctx: DecideCtx,
  admin: Pick<Viewer, 'id'>,
  eventId: number,
  requestId: number,
  decision: JoinDecision,
): Promise<{ id: number; status: 'approved' | 'rejected' }> {
  await requireEventAdmin(ctx, admin, eventId);
  return decideJoinRequestAsOperator(ctx, eventId, requestId, decision, { decidedByUserId: admin.id });
}

/**
 * The decision itself, without a permission check: for the CLI, where the operator acts. Approval
 * puts the e-mail on the whitelist and joins the user; either way the user is told by e-mail.
 * Deciding the same way twice does nothing (and mails nobody); a rejected request may still be
 * approved, but an approval is not taken back here.
 */
export async function decideJoinRequestAsOperator(
  ctx: DecideCtx,
  eventId: number,
  requestId: number,
  decision: JoinDecision,
  opts: { decidedByUserId?: number | null } = {},
): Promise<{ id: number; status: 'approved' | 'rejected' }> {
  const event = await getEventById(ctx, eventId);
  const target = decision === 'approve' ? 'approved' : 'rejected';
  const outcome = await ctx.db.transaction(async (tx) => {
    const r = schema.event_join_requests;
    const [request] = await tx
      .select()
      .from(r)
      .where(and(eq(r.id, requestId), eq(r.event_id, eventId)))
      .for('update')
      .limit(1);
    if (!request) throw new AppError('common.not_found', 'Join request not found');
    if (request.status === target) return { id: request.id, user: null };
    if (request.status === 'approved') throw new AppError('common.validation', 'This request has already been approved');

    await tx
      .update(r)
      .set({ status: target, decided_by_user_id: opts.decidedByUserId ?? null, decided_at: ctx.clock.now() })
      .where(eq(r.id, request.id));
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, request.user_id)).limit(1);
    const txCtx = { ...ctx, db: tx as unknown as Db };
    if (target === 'approved') {
      await addWhitelistEntry(txCtx, eventId, user!.email);
      await upsertMembership(txCtx, eventId, user!);
    }
    return { id: request.id, user: user! };
  });
  // Queued after the commit, so the mail job never runs before the decision is visible.
  if (outcome.user) await queueJoinDecisionMail(ctx, { decision: target, user: outcome.user, event });
  return { id: outcome.id, status: target };
}
