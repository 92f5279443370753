import { and, eq, inArray, isNull } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '../context.ts';
import { listEventMembers } from '../people/list-event-members.ts';
import { personColumns, type PersonSummary } from '../people/person-summary.ts';
import type { InboxScope } from './inbox-scope.ts';

/** How many attendees one search of the new-conversation screen offers (refine to find others). */
export const RECIPIENT_SEARCH_PAGE = 20;
/** At most this many people besides the writer in one conversation (createInput's limit). */
export const MAX_RECIPIENTS = 50;

/**
 * The people a new conversation is for, by user_identity_token, in the order named: joined
 * members of the event other than the viewer. Unknown tokens, non-members and the viewer are
 * left out (the screen shows whom it found; sending names them again and is checked again).
 */
export async function findRecipients(ctx: Pick<Ctx, 'db'>, scope: InboxScope, tokens: string[]): Promise<PersonSummary[]> {
  const wanted = [...new Set(tokens.filter((t) => t && t.length <= 200 && !t.includes('\u0000')))].slice(0, MAX_RECIPIENTS);
  if (!wanted.length) return [];
  const u = schema.users;
  const m = schema.event_memberships;
  const rows = await ctx.db
    .select({ id: u.id, ...personColumns(u) })
    .from(u)
    .innerJoin(m, and(eq(m.user_id, u.id), eq(m.event_id, scope.eventId), eq(m.joined, true)))
    .where(and(inArray(u.user_identity_token, wanted), isNull(u.deleted_at)));
  const byToken = new Map(rows.filter((r) => r.id !== scope.me).map(({ id: _id, ...p }) => [p.user_identity_token, p]));
  return wanted.flatMap((t) => byToken.get(t) ?? []);
}

/**
 * Attendees of the event to add to a conversation: a search by name, company or position (as the
 * attendee list searches, SPEC §9 order), without the viewer and the people already picked.
 * Members may see each other (the inbox is theirs), so no attendee-list gate beyond the scope.
 * `added` names the picked people the search matched, so the screen can say they are in already
 * rather than that nobody was found for a name it found a moment ago.
 */
export async function searchRecipients(ctx: Pick<Ctx, 'db'>, scope: InboxScope, q: string, picked: string[]): Promise<{ users: PersonSummary[]; is_more: boolean; added: string[] }> {
  const term = q.replaceAll('\u0000', '').trim().slice(0, 200);
  if (!term) return { users: [], is_more: false, added: [] };
  const [me] = await ctx.db.select({ token: schema.users.user_identity_token }).from(schema.users).where(eq(schema.users.id, scope.me));
  const chosen = new Set(picked);
  const skip = new Set([...picked, me?.token ?? '']);
  // The picked ones fit in the page too (its size counts them), so `added` misses one only when more than a page of others match.
  const page = await listEventMembers(ctx, scope.eventId, scope.me, { limit: RECIPIENT_SEARCH_PAGE + skip.size + 1, search: term });
  const users = page.users
    .filter((p) => !skip.has(p.user_identity_token))
    .map((p) => ({ user_identity_token: p.user_identity_token, first_name: p.first_name, last_name: p.last_name, company: p.company, position: p.position, picture: p.picture }));
  const added = page.users.filter((p) => chosen.has(p.user_identity_token) && p.user_identity_token !== me?.token).map((p) => p.user_identity_token);
  return { users: users.slice(0, RECIPIENT_SEARCH_PAGE), is_more: users.length > RECIPIENT_SEARCH_PAGE || page.meta.is_more, added };
}
