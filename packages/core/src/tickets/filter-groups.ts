import { schema, type Db } from '@foyer/db';
import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/** A business-matching question of the event, as the checkout's guest form asks it. */
export interface FilterGroupView {
  id: number;
  name: string;
  question: string | null;
  multi_choice: boolean;
  required: boolean;
  question_visible: boolean;
  tags: { id: number; value: string; hex: string }[];
}

export type FilterAnswer = { filter_group_id: number; filter_tag_ids: number[] };

/** The event's filter groups with their tags, in display order: one statement. */
export async function loadFilterGroups(db: Db, eventId: number): Promise<FilterGroupView[]> {
  const g = schema.bm_filter_groups;
  const rows = await db
    .select({
      id: g.id,
      name: g.name,
      question: g.question,
      multi_choice: g.multi_choice,
      required: g.required,
      question_visible: g.question_visible,
      // Correlated columns qualified: drizzle leaves a one-table select's columns bare.
      tags: sql<FilterGroupView['tags']>`(
        select coalesce(json_agg(json_build_object('id', t.id, 'value', t.value, 'hex', t.hex) order by t."order", t.id), '[]'::json)
        from ${schema.bm_filter_tags} t where t.bm_filter_group_id = bm_filter_groups.id and t.event_id = bm_filter_groups.event_id)`,
    })
    .from(g)
    .where(eq(g.event_id, eventId))
    .orderBy(g.order, g.id);
  return rows;
}

/**
 * The filter groups the checkout offers for an event it has already resolved (and gated): public
 * like its ticket catalogue, so no further check; an unknown event has none.
 */
export async function listEventFilterGroups(ctx: Pick<Ctx, 'db'>, input: { eventId: number }): Promise<FilterGroupView[]> {
  return loadFilterGroups(ctx.db, input.eventId);
}

/**
 * SPEC §3 filter_group_responses of each holder: every group must be one of this event's, named
 * once, every tag one of that group's, and a single-choice group takes at most one tag. The
 * answers come back with duplicate tags and empty answers dropped. `field(i, rest)` names the
 * holder's field (`tickets_for.1.filter_group_responses.0.filter_tag_ids.2`). Which groups are
 * required is not enforced here: orders placed before a group was added must still go through.
 */
export function checkFilterAnswers(answersPerHolder: readonly (readonly FilterAnswer[])[], groups: readonly FilterGroupView[], field: (i: number, rest: string) => string): FilterAnswer[][] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  return answersPerHolder.map((answers, i) => {
    const seen = new Set<number>();
    const out: FilterAnswer[] = [];
    answers.forEach((a, m) => {
      const at = `filter_group_responses.${m}`;
      const group = byId.get(a.filter_group_id);
      if (!group || seen.has(group.id)) {
        throw new AppError('common.validation', group ? 'This question is answered twice' : 'This question does not belong to this event', field(i, `${at}.filter_group_id`));
      }
      seen.add(group.id);
      const tagIds = new Set(group.tags.map((t) => t.id));
      a.filter_tag_ids.forEach((tag, k) => {
        if (!tagIds.has(tag)) throw new AppError('common.validation', 'This answer does not belong to this question', field(i, `${at}.filter_tag_ids.${k}`));
      });
      const tags = [...new Set(a.filter_tag_ids)];
      if (!group.multi_choice && tags.length > 1) throw new AppError('common.validation', 'Choose one answer', field(i, `${at}.filter_tag_ids`));
      if (tags.length) out.push({ filter_group_id: group.id, filter_tag_ids: tags });
    });
    return out;
  });
}
