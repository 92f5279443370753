import { schema } from '@foyer/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Viewer } from '../accounts/viewer.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

export interface CurrentUser {
  user_identity_token: string;
  user_external_uuid: string;
  qrcode: string | null;
  first_name: string;
  last_name: string;
  position: string | null;
  company: string | null;
  country: string | null;
  biography: string | null;
  email: string;
  phone_number: string | null;
  phone_country_code: string | null;
  what_i_offer: string | null;
  what_i_need: string | null;
  goals: string | null;
  show_contact_details: boolean;
  facebook_profile: string | null;
  twitter_profile: string | null;
  linked_profile: string | null;
  youtube_profile: string | null;
  instagram_profile: string | null;
  /** URL of the profile photo. */
  picture: string | null;
  picture_id: number | null;
  locale: string | null;
}

/** SPEC §7 GET current_user: the SPEC §3 user fields of the signed-in user (never the internal id). */
export async function getCurrentUser(ctx: Pick<Ctx, 'db'>, viewer: Pick<Viewer, 'id'>): Promise<CurrentUser> {
  const u = schema.users;
  const [row] = await ctx.db
    .select({
      user_identity_token: u.user_identity_token,
      user_external_uuid: u.user_external_uuid,
      qrcode: u.qrcode,
      first_name: u.first_name,
      last_name: u.last_name,
      position: u.position,
      company: u.company,
      country: u.country,
      biography: u.biography,
      email: u.email,
      phone_number: u.phone_number,
      phone_country_code: u.phone_country_code,
      what_i_offer: u.what_i_offer,
      what_i_need: u.what_i_need,
      goals: u.goals,
      show_contact_details: u.show_contact_details,
      facebook_profile: u.facebook_profile,
      twitter_profile: u.twitter_profile,
      linked_profile: u.linked_profile,
      youtube_profile: u.youtube_profile,
      instagram_profile: u.instagram_profile,
      picture: u.picture,
      picture_id: u.picture_id,
      locale: u.locale,
    })
    .from(u)
    .where(and(eq(u.id, viewer.id), isNull(u.deleted_at)))
    .limit(1);
  if (!row) throw new AppError('common.not_authenticated', 'Not authenticated');
  return row;
}
