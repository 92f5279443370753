import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { acceptFriend, declineFriend, inviteFriend, removeFriend } from '@foyer/core/friends/friend-actions';
import { openFriends, userToken } from '@foyer/core/friends/friend-scope';
import { suggestFriends } from '@foyer/core/friends/friendship-state';
import { FRIEND_SEARCH_PAGE, FRIENDS_PAGE, listFriends, listInvitations } from '@foyer/core/friends/list-friends';
import type { UserRecord } from '@foyer/core/people/user-record';
import { idFrom } from '@foyer/core/platform/input-vocabulary';
import { basePathFor, requireSignedIn } from '../../server/require-access.server.ts';
import { eventForRequest } from '../../server/request-event.server';
import { safeRedirect } from '../access/safe-redirect.ts';
import { asScreenResponse } from '../components/app-error-response.server';
import { readOutcome, withOutcome } from '../components/outcome-query.ts';
import { friendOutcomes, type FriendNotice } from './friend-outcomes.ts';

/** What a row of the friends screens shows of a person (never their internal id). */
export interface FriendPerson {
  id: string;
  first_name: string;
  last_name: string;
  picture: string | null;
  position: string | null;
  company: string | null;
}
const person = (u: UserRecord): FriendPerson => ({ id: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, picture: u.picture, position: u.position, company: u.company });


async function open(ctx: Ctx, request: Request, slug: string | undefined) {
  const event = await eventForRequest(ctx, request, slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const viewer = await requireSignedIn(ctx, request, event);
  const scope = await asScreenResponse(() => openFriends(ctx, viewer, event.id));
  const url = new URL(request.url);
  return { viewer, scope, url, basePath: basePathFor(request, event), ...readOutcome(friendOutcomes, url.searchParams) };
}

/** `friends`: my friends by last then first name, 20 a page, 50 when searching (SPEC §9). */
export async function friendsScreenLoader(ctx: Ctx, request: Request, params: { slug?: string }) {
  const o = await open(ctx, request, params.slug);
  const q = o.url.searchParams.get('q')?.replaceAll('\u0000', '').trim().slice(0, 200) ?? '';
  const [page, invitations] = await Promise.all([
    listFriends(ctx, o.scope, { limit: q ? FRIEND_SEARCH_PAGE : FRIENDS_PAGE, search: q || null, max_id: idFrom(o.url.searchParams.get('max_id')) }).catch((err: unknown) => {
      // A stale cursor in the URL starts the list again instead of failing the screen.
      if (isAppError(err) && err.code === 'common.validation') return listFriends(ctx, o.scope, { limit: FRIENDS_PAGE, search: q || null });
      throw err;
    }),
    listInvitations(ctx, o.scope),
  ]);
  return {
    eventId: o.scope.eventId, basePath: o.basePath, notice: o.notice, error: o.error, q,
    friends: page.friends.map(person), total: page.meta.all_items,
    next: page.meta.is_more ? page.meta.max_id : null,
    waiting: invitations.friend_invitations.filter((i) => i.type === 'pending').length,
    here: `${o.url.pathname}${o.url.search}`,
  };
}

/** `friends/invitations`: invitations for me, the ones I sent, and people I may know. */
export async function invitationsScreenLoader(ctx: Ctx, request: Request, params: { slug?: string }) {
  const o = await open(ctx, request, params.slug);
  const [invitations, suggestions] = await Promise.all([listInvitations(ctx, o.scope), suggestFriends(ctx, o.scope, o.viewer.user_identity_token)]);
  const of = (type: 'pending' | 'requested') => invitations.friend_invitations.filter((i) => i.type === type).map((i) => person(i.user));
  return {
    eventId: o.scope.eventId, basePath: o.basePath, notice: o.notice, error: o.error,
    received: of('pending'), sent: of('requested'), suggestions: suggestions.map(person),
    here: `${o.url.pathname}${o.url.search}`,
  };
}

export const friendActionForm = z.object({
  intent: z.enum(['invite', 'accept', 'decline', 'cancel', 'remove']),
  user: userToken,
  redirectTo: z.string().max(2000).optional(),
});

const done: Record<z.infer<typeof friendActionForm>['intent'], FriendNotice> = {
  invite: 'invited', accept: 'accepted', decline: 'declined', cancel: 'cancelled', remove: 'removed',
};

/**
 * Every friend action is a form post to `friends` (works without JavaScript), then back to the
 * page it came from with `?friends=<outcome>` or `?friends_error=<code>` for the screen to say.
 */
export async function friendAction(ctx: Ctx, request: Request, params: { slug?: string }) {
  const event = await eventForRequest(ctx, request, params.slug);
  if (!event) throw data({ code: 'event.invalid' }, { status: 404 });
  const viewer = await requireSignedIn(ctx, request, event);
  const form = await request.formData();
  const parsed = friendActionForm.safeParse({ intent: form.get('intent'), user: form.get('user'), redirectTo: form.get('redirectTo') ?? undefined });
  if (!parsed.success) throw data({ code: 'common.validation' }, { status: 422 });
  const { intent, user } = parsed.data;
  const back = new URL(safeRedirect(parsed.data.redirectTo, `${basePathFor(request, event)}/friends`), 'http://x');
  try {
    const scope = await openFriends(ctx, viewer, event.id);
    if (intent === 'invite') await inviteFriend(ctx, scope, user);
    else if (intent === 'accept') await acceptFriend(ctx, scope, user);
    else if (intent === 'remove') await removeFriend(ctx, scope, user);
    else await declineFriend(ctx, scope, user);
    return redirect(withOutcome(friendOutcomes, back, { notice: done[intent] }));
  } catch (err) {
    // Refusals of the gate itself (not joined, …) become the usual error screen.
    if (!isAppError(err) || !friendOutcomes.shows(err.code)) return asScreenResponse(() => Promise.reject(err));
    return redirect(withOutcome(friendOutcomes, back, { error: err.code }));
  }
}
