import { schema, type Db } from '@foyer/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../accounts/parse-input.ts';
import type { Ctx } from '../context.ts';
import { AppError, type ErrorItem } from '../errors.ts';
import { querySpecificFields } from './list-specific-fields.ts';
import { requireMemberOrAdmin } from './require-member.ts';
import { specificFieldsPass } from './specific-fields-submitted.ts';
import { specificTextAnswersSchema } from './specific-answers.ts';

export const updateUserSpecificInput = z.object({
  specific_fields: specificTextAnswersSchema,
});

export type UpdateUserSpecificInput = z.input<typeof updateUserSpecificInput>;

/**
 * SPEC §7 POST events/{id}/update_user_specific. Every id must be a field of this event (never
 * trust an id from the client); an empty response removes the answer. The result must satisfy
 * SPEC §5's rule, or nothing is saved and the form stays open.
 */
export async function updateUserSpecific(
  ctx: Pick<Ctx, 'db'>,
  viewer: Pick<Viewer, 'id'>,
  eventId: number,
  raw: UpdateUserSpecificInput,
): Promise<{ status: 'ok' }> {
  const { specific_fields } = parseInput(updateUserSpecificInput, raw);
  await requireMemberOrAdmin(ctx, viewer, eventId);
  const f = schema.event_specific_fields;
  const ids = [...new Set(specific_fields.map((s) => s.id))];
  const own = ids.length
    ? new Set((await ctx.db.select({ id: f.id }).from(f).where(and(eq(f.event_id, eventId), inArray(f.id, ids)))).map((r) => r.id))
    : new Set<number>();
  const problems: ErrorItem[] = specific_fields.flatMap((s, i) =>
    own.has(s.id) ? [] : [{ code: 'common.validation' as const, message: `Unknown field ${s.id}`, field: `specific_fields.${i}.id` }],
  );
  if (problems.length) throw AppError.many(problems);

  await ctx.db.transaction(async (tx) => {
    const r = schema.user_specific_field_responses;
    const answers = new Map(specific_fields.map((s) => [s.id, s.response?.trim() ?? '']));
    const cleared = [...answers].filter(([, v]) => !v).map(([id]) => id);
    const given = [...answers].filter(([, v]) => v);
    if (cleared.length) await tx.delete(r).where(and(eq(r.user_id, viewer.id), inArray(r.specific_field_id, cleared)));
    if (given.length) {
      await tx
        .insert(r)
        .values(given.map(([id, response]) => ({ event_id: eventId, specific_field_id: id, user_id: viewer.id, response })))
        .onConflictDoUpdate({ target: [r.specific_field_id, r.user_id], set: { response: sql`excluded.response`, updated_at: sql`now()` } });
    }
    if (!specificFieldsPass(await querySpecificFields({ db: tx as unknown as Db }, viewer.id, eventId))) {
      throw new AppError('access.specific_fields_required', 'Please fill in the required fields before you continue.', 'specific_fields');
    }
  });
  return { status: 'ok' };
}
