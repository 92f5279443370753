import { schema } from '@foyer/db';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { ContentScope } from '../content/content-scope.ts';
import { httpLink } from './safe-link.ts';

type Scope = ContentScope & { componentId: number };

/** The event's own profiles (SPEC §3 events), in the order the screen lists them. */
const PROFILES = [
  ['facebook_profile', 'facebook'],
  ['twitter_profile', 'twitter'],
  ['linked_profile', 'linkedin'],
  ['instagram_profile', 'instagram'],
  ['youtube_profile', 'youtube'],
  ['website', 'website'],
] as const;

export interface SocialMediaItem {
  /** Stable key for lists: the event field name, or `link-{id}` for a component's link. */
  key: string;
  /** Icon key: facebook, twitter, linkedin, instagram, youtube, website, tiktok, other… */
  network: string;
  /** Null for the event's profiles: the screen names the network itself. */
  label: string | null;
  url: string;
}

/**
 * The social-media screen: the event's profiles, then the links the component adds, keeping
 * only real http(s) URLs so that a stored "javascript:" value can never become a link.
 */
export async function listSocialMedia(ctx: Pick<Ctx, 'db'>, scope: Scope): Promise<SocialMediaItem[]> {
  const e = schema.events;
  const l = schema.social_media_links;
  const [[event], links] = await Promise.all([
    ctx.db
      .select({
        facebook_profile: e.facebook_profile, twitter_profile: e.twitter_profile, linked_profile: e.linked_profile,
        instagram_profile: e.instagram_profile, youtube_profile: e.youtube_profile, website: e.website,
      })
      .from(e)
      .where(eq(e.id, scope.eventId))
      .limit(1),
    ctx.db
      .select({ id: l.id, network: l.network, label: l.label, url: l.url })
      .from(l)
      .where(eq(l.event_component_id, scope.componentId))
      .orderBy(asc(l.order), asc(l.id)),
  ]);
  const own: SocialMediaItem[] = PROFILES.flatMap(([field, network]) => {
    const url = httpLink(event?.[field]);
    return url ? [{ key: field, network, label: null, url }] : [];
  });
  const added: SocialMediaItem[] = links.flatMap((x) => {
    const url = httpLink(x.url);
    return url ? [{ key: `link-${x.id}`, network: x.network, label: x.label, url }] : [];
  });
  return [...own, ...added];
}
