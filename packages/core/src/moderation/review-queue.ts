import { schema } from '@foyer/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { requireEventAdmin } from '../access/is-event-admin.ts';
import { describeExhibitorSnapshots } from './describe-snapshot.ts';
import { currentExhibitorSnapshot, updateExhibitorSnapshot, type ExhibitorSnapshot } from './exhibitor-snapshot.ts';
import { exhibitorDiff, speakerDiff } from './review-diff.ts';
import { currentSpeakerSnapshot, type SpeakerSnapshot } from './speaker-updates.ts';

export interface ReviewItem {
  kind: 'exhibitor' | 'speaker';
  id: number;
  target_id: number;
  target_name: string;
  moderator: { first_name: string; last_name: string } | null;
  created_at: string;
  extra_note: string | null;
  diff: ReturnType<typeof exhibitorDiff>;
}

async function moderators(ctx: Pick<Ctx, 'db'>, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is number => x != null))];
  if (!wanted.length) return new Map<number, { first_name: string; last_name: string }>();
  const u = schema.users;
  const rows = await ctx.db.select({ id: u.id, first_name: u.first_name, last_name: u.last_name }).from(u).where(inArray(u.id, wanted));
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/**
 * The organizer's queue (admin/reviews): pending exhibitor and speaker updates, oldest first
 * (first come, first served), each with its side-by-side diff against the public profile.
 */
export async function listReviewQueue(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'> | null, eventId: number): Promise<ReviewItem[]> {
  await requireEventAdmin(ctx, viewer, eventId);
  const eu = schema.exhibitor_updates;
  const su = schema.speaker_updates;
  const x = schema.exhibitors;
  const s = schema.speakers;
  const [ex, sp] = await Promise.all([
    ctx.db.select({ u: eu, x }).from(eu).innerJoin(x, eq(x.id, eu.exhibitor_id)).where(and(eq(eu.event_id, eventId), eq(eu.status, 'pending'))).orderBy(asc(eu.created_at), asc(eu.id)).limit(200),
    ctx.db.select({ u: su, s }).from(su).innerJoin(s, eq(s.id, su.speaker_id)).where(and(eq(su.event_id, eventId), eq(su.status, 'pending'))).orderBy(asc(su.created_at), asc(su.id)).limit(200),
  ]);
  const people = await moderators(ctx, [...ex.map((r) => r.u.user_id), ...sp.map((r) => r.u.user_id)]);
  const items: ReviewItem[] = [];
  // Each exhibitor's public snapshot is read once however many updates wait for it, and every
  // snapshot's tags, people and files are named in one pass (not a round of queries per update).
  const current = new Map<number, Promise<ExhibitorSnapshot>>();
  for (const r of ex) if (!current.has(r.x.id)) current.set(r.x.id, currentExhibitorSnapshot(ctx, r.x));
  const pairs = await Promise.all(ex.map(async (r) => [await current.get(r.x.id)!, await updateExhibitorSnapshot(ctx, r.u)] as const));
  const described = await describeExhibitorSnapshots(ctx, pairs.flat());
  ex.forEach((r, i) => {
    items.push({
      kind: 'exhibitor', id: r.u.id, target_id: r.x.id, target_name: r.x.name, moderator: r.u.user_id ? (people.get(r.u.user_id) ?? null) : null,
      created_at: r.u.created_at.toISOString(), extra_note: r.u.extra_note, diff: exhibitorDiff(described[2 * i]!, described[2 * i + 1]!),
    });
  });
  for (const r of sp) {
    items.push({
      kind: 'speaker', id: r.u.id, target_id: r.s.id, target_name: `${r.s.first_name} ${r.s.last_name}`, moderator: r.u.user_id ? (people.get(r.u.user_id) ?? null) : null,
      created_at: r.u.created_at.toISOString(), extra_note: r.u.extra_note, diff: speakerDiff(currentSpeakerSnapshot(r.s), r.u.updated_speaker as SpeakerSnapshot),
    });
  }
  return items.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}
