import type { ExhibitorView } from '@foyer/core/moderation/describe-snapshot';

export const scalarKeys = [
  'www', 'video_call_url', 'promotion_film_url', 'email', 'phone', 'phone_country_code',
  'facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile',
] as const;
export type ScalarKey = (typeof scalarKeys)[number];
export type Texts = { name: string; scope_description: string; description: string };

export interface PersonState {
  key: number;
  first_name: string;
  last_name: string;
  description: string;
  email: string;
  phone: string;
  phone_country_code: string;
  picture_id: number | null;
  /** Description per other locale. */
  translations: Record<string, string>;
}

/** Everything the booth form holds; React state, so an error answer loses nothing typed. */
export interface ExhibitorFormState {
  texts: Record<string, Texts>;
  scalars: Record<ScalarKey, string>;
  for_logged_contact: boolean;
  for_logged_sm: boolean;
  tag_ids: number[];
  contact_users: { user_identity_token: string; first_name: string; last_name: string }[];
  people: PersonState[];
  attachments: { id: number; file_name: string }[];
  /** The current picture is kept unless removed; an upload from a failed try is reused by id. */
  logo: { removed: boolean; uploadedId: number | null };
  banner: { removed: boolean; uploadedId: number | null };
  extra_note: string;
}

let keys = 0;
export const nextKey = () => ++keys;

export function initialState(x: ExhibitorView, locales: { main: string; others: string[] }): ExhibitorFormState {
  const texts: Record<string, Texts> = {
    [locales.main]: { name: x.name ?? '', scope_description: x.scope_description ?? '', description: x.description ?? '' },
  };
  for (const l of locales.others) {
    const tr = x.translations[l] ?? {};
    texts[l] = { name: tr.name ?? '', scope_description: tr.scope_description ?? '', description: tr.description ?? '' };
  }
  return {
    texts,
    scalars: Object.fromEntries(scalarKeys.map((k) => [k, x[k] ?? ''])) as Record<ScalarKey, string>,
    for_logged_contact: x.for_logged_contact,
    for_logged_sm: x.for_logged_sm,
    tag_ids: x.tags_exhibitors.map((t) => t.id),
    contact_users: x.contact_users,
    people: x.contact_people.map((p) => ({
      key: nextKey(), first_name: p.first_name, last_name: p.last_name, description: p.description ?? '', email: p.email ?? '', phone: p.phone ?? '',
      phone_country_code: p.phone_country_code ?? '', picture_id: p.picture_id,
      translations: Object.fromEntries(locales.others.map((l) => [l, p.translations[l]?.description ?? ''])),
    })),
    attachments: x.attachments.map((a) => ({ id: a.id, file_name: a.file_name })),
    logo: { removed: false, uploadedId: null },
    banner: { removed: false, uploadedId: null },
    extra_note: '',
  };
}

const imageId = (img: { removed: boolean; uploadedId: number | null }) => (img.uploadedId ?? (img.removed ? null : undefined));

/**
 * The POST body core expects (SPEC §7 updated_exhibitor + extra_note). Translations and people's
 * translations list every other locale in form order, so an error's index names its tab.
 */
export function toPayload(s: ExhibitorFormState, locales: { main: string; others: string[] }) {
  const main = s.texts[locales.main]!;
  return {
    updated_exhibitor: {
      ...main,
      ...s.scalars,
      for_logged_contact: s.for_logged_contact,
      for_logged_sm: s.for_logged_sm,
      tag_ids: s.tag_ids,
      contact_users: s.contact_users.map((u) => u.user_identity_token),
      contact_people: s.people.map((p) => ({
        first_name: p.first_name, last_name: p.last_name, description: p.description, email: p.email, phone: p.phone, phone_country_code: p.phone_country_code,
        picture_id: p.picture_id, translations: locales.others.map((l) => ({ locale: l, description: p.translations[l] ?? '' })),
      })),
      attachment_ids: s.attachments.map((a) => a.id),
      logo_id: imageId(s.logo),
      banner_id: imageId(s.banner),
      translations: locales.others.map((l) => ({ locale: l, ...s.texts[l]! })),
    },
    extra_note: s.extra_note,
  };
}
