import type { Ctx } from '@foyer/core/context';
import { isAppError } from '@foyer/core/errors';
import { getUser } from '@foyer/core/people/get-user';
import { listSimilarUsers, SIMILAR_PAGE } from '@foyer/core/people/list-similar-users';
import { friendshipStateOf } from '@foyer/core/friends/friendship-state';

/**
 * What the user profile dialog and page show: the user as another attendee sees them (contact
 * data and socials already nulled by show_contact_details) and people with similar interests.
 * A user who is not a member of the event has no similar people (the service answers 404).
 * Null for an unknown token, so the dialog can say so instead of failing the whole screen.
 */
export async function loadUserProfile(ctx: Ctx, eventId: number, viewerId: number, token: string) {
  const clean = token.trim().slice(0, 200);
  if (!clean) return null;
  const orNull = async <T>(p: Promise<T>) => {
    try {
      return await p;
    } catch (err) {
      if (isAppError(err) && err.code === 'common.not_found') return null;
      throw err;
    }
  };
  const [user, similar, friendship] = await Promise.all([
    orNull(getUser(ctx, viewerId, clean, eventId)),
    orNull(listSimilarUsers(ctx, eventId, viewerId, clean, SIMILAR_PAGE)),
    // The "Add friend" button's state (invited / friends / accept).
    friendshipStateOf(ctx, eventId, viewerId, clean),
  ]);
  if (!user) return null;
  return {
    user,
    friendship,
    similar: (similar?.users ?? []).map((u) => ({
      id: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, picture: u.picture,
      position: u.position, company: u.company, common_agenda_sessions: u.common_agenda_sessions, common_components: u.common_components,
      common_user_tags: u.common_user_tags,
    })),
  };
}

export type UserProfileData = NonNullable<Awaited<ReturnType<typeof loadUserProfile>>>;
