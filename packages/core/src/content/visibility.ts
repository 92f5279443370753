import type { ContentViewer } from './content-scope.ts';

const socialKeys = ['facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile'] as const;
const contactKeys = ['phone', 'phone_country_code', 'email', 'www'] as const;

interface Flagged {
  for_logged_contact: boolean;
  for_logged_sm: boolean;
}

/**
 * SPEC §6 for exhibitors and partners: `for_logged_contact` hides contact details (and those of
 * the contact people) from guests, `for_logged_sm` hides the social profiles from them.
 */
export function hideFromGuests<T extends Flagged, P extends { phone: string | null; email: string | null }>(
  row: T,
  people: P[],
  viewer: ContentViewer,
): { row: T; people: P[] } {
  if (viewer) return { row, people };
  const out = { ...row } as Record<string, unknown>;
  if (row.for_logged_contact) for (const k of contactKeys) if (k in out) out[k] = null;
  if (row.for_logged_sm) for (const k of socialKeys) if (k in out) out[k] = null;
  const hidePeople = row.for_logged_contact;
  return {
    row: out as T,
    people: hidePeople ? people.map((p) => ({ ...p, phone: null, email: null, ...('phone_country_code' in p ? { phone_country_code: null } : {}) })) : people,
  };
}

/** SPEC §6: a speaker without show_public_data keeps phone and e-mail for the event's admins only. */
export function speakerContact<T extends { show_public_data: boolean; phone: string | null; email: string | null }>(row: T, isAdmin: boolean): T {
  if (row.show_public_data || isAdmin) return row;
  return { ...row, phone: null, email: null };
}

/** Per-locale overrides of the listed text fields, when the translation has a non-empty value. */
export function translated<T extends object, K extends keyof T & string>(
  row: T & { translations?: Record<string, Partial<Record<K, string | null>>> | null },
  locale: string,
  keys: readonly K[],
): T {
  const tr = row.translations?.[locale];
  if (!tr) return row;
  const out = { ...row };
  for (const k of keys) {
    const v = tr[k];
    if (typeof v === 'string' && v.trim()) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
