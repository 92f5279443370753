import { isSafeHref } from '@foyer/landing';

// Brand names are proper nouns and read the same in every locale, so they are not translation keys.
const PROFILES = [
  ['facebook_profile', 'Facebook'],
  ['twitter_profile', 'X (Twitter)'],
  ['linked_profile', 'LinkedIn'],
  ['instagram_profile', 'Instagram'],
  ['youtube_profile', 'YouTube'],
] as const;

type Profiles = Record<(typeof PROFILES)[number][0], string | null>;

/** Only absolute http(s) links leave the page: an organizer's typo must not become a script URL. */
export function httpHref(value: string | null | undefined): string | null {
  const href = value?.trim();
  return href && /^https?:\/\//i.test(href) && isSafeHref(href) ? href : null;
}

export function socialLinks(event: Profiles): { name: string; href: string }[] {
  return PROFILES.flatMap(([field, name]) => {
    const href = httpHref(event[field]);
    return href ? [{ name, href }] : [];
  });
}

/** A tel: URI from the stored number and its country code ("+48", "221234567"). */
export function telHref(phone: string | null, countryCode: string | null): string | null {
  const digits = `${countryCode ?? ''}${phone ?? ''}`.replace(/[^\d+]/g, '');
  return phone && /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : null;
}

export function mailHref(email: string | null): string | null {
  return email && /^[^\s@<>"]+@[^\s@<>"]+$/.test(email.trim()) ? `mailto:${email.trim()}` : null;
}

/** OpenStreetMap centred on the place: no key, no tracking script, works in any browser. */
export function mapHref(lat: number | null, lon: number | null): string | null {
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
