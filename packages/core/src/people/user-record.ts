import { schema } from '@foyer/db';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Ctx } from '../context.ts';

/** SPEC §3 users as another attendee sees them. Internal ids never appear here. */
export interface UserRecord {
  user_identity_token: string;
  user_external_uuid: string;
  qrcode: string | null;
  first_name: string;
  last_name: string;
  position: string | null;
  company: string | null;
  country: string | null;
  biography: string | null;
  email: string | null;
  phone_number: string | null;
  what_i_offer: string | null;
  what_i_need: string | null;
  show_contact_details: boolean;
  facebook_profile: string | null;
  twitter_profile: string | null;
  linked_profile: string | null;
  youtube_profile: string | null;
  instagram_profile: string | null;
  picture: string | null;
  is_friend: boolean;
  is_attendee: boolean;
  user_tags: string[];
}

export type UserRow = typeof schema.users.$inferSelect;

/** The columns a record is built from; selected as `user` by the list queries. */
export const userColumns = {
  id: schema.users.id,
  user_identity_token: schema.users.user_identity_token,
  user_external_uuid: schema.users.user_external_uuid,
  qrcode: schema.users.qrcode,
  first_name: schema.users.first_name,
  last_name: schema.users.last_name,
  position: schema.users.position,
  company: schema.users.company,
  country: schema.users.country,
  biography: schema.users.biography,
  email: schema.users.email,
  phone_number: schema.users.phone_number,
  what_i_offer: schema.users.what_i_offer,
  what_i_need: schema.users.what_i_need,
  show_contact_details: schema.users.show_contact_details,
  facebook_profile: schema.users.facebook_profile,
  twitter_profile: schema.users.twitter_profile,
  linked_profile: schema.users.linked_profile,
  youtube_profile: schema.users.youtube_profile,
  instagram_profile: schema.users.instagram_profile,
  picture: schema.users.picture,
};
export type UserColumns = { [K in keyof typeof userColumns]: UserRow[K] };

/**
 * Contact data and social profiles are shown only when the user opted in (show_contact_details)
 * or to the user themself (SPEC §6). The qrcode is the user's check-in code, so only they see it.
 */
export function toUserRecord(
  u: UserColumns,
  viewerId: number,
  rel: { is_friend: boolean; is_attendee: boolean; user_tags: string[] },
): UserRecord {
  const self = u.id === viewerId;
  const open = self || u.show_contact_details;
  const hidden = <T>(v: T) => (open ? v : null);
  return {
    user_identity_token: u.user_identity_token,
    user_external_uuid: u.user_external_uuid,
    qrcode: self ? u.qrcode : null,
    first_name: u.first_name,
    last_name: u.last_name,
    position: u.position,
    company: u.company,
    country: u.country,
    biography: u.biography,
    email: hidden(u.email),
    phone_number: hidden(u.phone_number),
    what_i_offer: u.what_i_offer,
    what_i_need: u.what_i_need,
    show_contact_details: u.show_contact_details,
    facebook_profile: hidden(u.facebook_profile),
    twitter_profile: hidden(u.twitter_profile),
    linked_profile: hidden(u.linked_profile),
    youtube_profile: hidden(u.youtube_profile),
    instagram_profile: hidden(u.instagram_profile),
    picture: u.picture,
    ...rel,
  };
}

/** Ids among `userIds` with an accepted friendship with the viewer in the event (pairs are stored ordered). */
export async function friendIdsOf(ctx: Pick<Ctx, 'db'>, eventId: number, viewerId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const f = schema.friendships;
  const rows = await ctx.db
    .select({ a: f.user_a_id, b: f.user_b_id })
    .from(f)
    .where(
      and(
        eq(f.event_id, eventId),
        eq(f.status, 'accepted'),
        or(and(eq(f.user_a_id, viewerId), inArray(f.user_b_id, userIds)), and(eq(f.user_b_id, viewerId), inArray(f.user_a_id, userIds))),
      ),
    );
  return new Set(rows.map((r) => (r.a === viewerId ? r.b : r.a)));
}
