import { schema } from '@foyer/db';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireEventAdmin } from './is-event-admin.ts';

export const componentAccessInputSchema = z.object({
  /** Limit the component to users with access (true) or open it to every member again (false). */
  access_limited: z.boolean().optional(),
  /** Users (user_identity_token) to give access to, and to take it from. */
  grant: z.array(z.string().min(1).max(64)).max(500).default([]),
  revoke: z.array(z.string().min(1).max(64)).max(500).default([]),
});

/**
 * The organizer's side of SPEC §6 "access to components … can be limited to users with access":
 * an event admin limits a component and says who may open it. Granting twice or revoking what
 * was never granted changes nothing; an unknown user is named (grant.N / revoke.N).
 */
export async function manageComponentAccess(
  ctx: Pick<Ctx, 'db'>,
  viewer: Viewer | null,
  args: { eventId: number; componentId: number; input: unknown },
): Promise<{ access_limited: boolean; users_with_access: number }> {
  if (!viewer) throw new AppError('common.not_authenticated', 'Not authenticated');
  await requireEventAdmin(ctx, viewer, args.eventId);
  const input = parseInput(componentAccessInputSchema, args.input);
  const c = schema.components;
  const [component] = await ctx.db.select({ id: c.id, access_limited: c.access_limited }).from(c).where(and(eq(c.id, args.componentId), eq(c.event_id, args.eventId))).limit(1);
  if (!component) throw new AppError('component.not_found', 'Component not found');
  const [grant, revoke] = [await userIds(ctx, input.grant, 'grant'), await userIds(ctx, input.revoke, 'revoke')];
  const a = schema.component_accesses;
  await ctx.db.transaction(async (tx) => {
    if (input.access_limited !== undefined) await tx.update(c).set({ access_limited: input.access_limited }).where(eq(c.id, component.id));
    if (grant.length) {
      await tx.insert(a).values(grant.map((user_id) => ({ event_id: args.eventId, component_id: component.id, user_id }))).onConflictDoNothing();
    }
    if (revoke.length) await tx.delete(a).where(and(eq(a.component_id, component.id), inArray(a.user_id, revoke)));
  });
  const [listed] = await ctx.db.select({ n: count() }).from(a).where(eq(a.component_id, component.id));
  return { access_limited: input.access_limited ?? component.access_limited, users_with_access: Number(listed?.n ?? 0) };
}

async function userIds(ctx: Pick<Ctx, 'db'>, tokens: string[], field: 'grant' | 'revoke'): Promise<number[]> {
  if (!tokens.length) return [];
  const u = schema.users;
  const rows = await ctx.db.select({ id: u.id, token: u.user_identity_token }).from(u).where(and(inArray(u.user_identity_token, tokens), isNull(u.deleted_at)));
  const byToken = new Map(rows.map((r) => [r.token, r.id]));
  const missing = tokens.findIndex((t) => !byToken.has(t));
  if (missing !== -1) throw new AppError('common.validation', 'Unknown user', `${field}.${missing}`);
  return tokens.map((t) => byToken.get(t)!);
}
