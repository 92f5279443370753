import type { LandingEvent } from '../data.ts';
import { isSafeHref } from '../schema/index.ts';

// Brand names are proper nouns and read the same in every locale, so they are not translation keys.
const PROFILES = [
  ['facebook_profile', 'Facebook'],
  ['twitter_profile', 'X (Twitter)'],
  ['linked_profile', 'LinkedIn'],
  ['instagram_profile', 'Instagram'],
  ['youtube_profile', 'YouTube'],
] as const;

export type SocialLink = { key: string; name: string; href: string };

function absoluteHttp(value: string | null): string | null {
  const href = value?.trim();
  return href && /^https?:\/\//i.test(href) && isSafeHref(href) ? href : null;
}

/** The event's social profiles that are real http(s) links. */
export function socialLinks(event: LandingEvent): SocialLink[] {
  return PROFILES.flatMap(([field, name]) => {
    const href = absoluteHttp(event[field]);
    return href ? [{ key: field, name, href }] : [];
  });
}

export function websiteLink(event: LandingEvent): string | null {
  return absoluteHttp(event.website);
}
