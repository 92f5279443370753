import { describe, expect, it } from 'vitest';
import { hideFromGuests, speakerContact, translated } from './visibility.ts';

const viewer = { id: 1, email: 'a@x.test' };
const row = {
  for_logged_contact: true, for_logged_sm: false, phone: '1', phone_country_code: '+48', email: 'e', www: 'w',
  facebook_profile: 'f', twitter_profile: 't', linked_profile: 'l', youtube_profile: 'y', instagram_profile: 'i',
};
const people = [{ id: 1, phone: '2', phone_country_code: '+1', email: 'p' }];

describe('hideFromGuests', () => {
  it('keeps everything for signed-in viewers', () => {
    expect(hideFromGuests(row, people, viewer)).toEqual({ row, people });
  });
  it('hides contact details of row and people for guests when for_logged_contact', () => {
    const out = hideFromGuests(row, people, null);
    expect(out.row).toMatchObject({ phone: null, phone_country_code: null, email: null, www: null, facebook_profile: 'f' });
    expect(out.people).toEqual([{ id: 1, phone: null, phone_country_code: null, email: null }]);
  });
  it('hides only the social profiles when for_logged_sm alone', () => {
    const out = hideFromGuests({ ...row, for_logged_contact: false, for_logged_sm: true }, people, null);
    expect(out.row).toMatchObject({ phone: '1', email: 'e', facebook_profile: null, instagram_profile: null });
    expect(out.people).toEqual(people);
  });
});

describe('speakerContact', () => {
  const s = { show_public_data: false, phone: '1', email: 'e' };
  it('hides contact data unless public or admin', () => {
    expect(speakerContact(s, false)).toEqual({ ...s, phone: null, email: null });
    expect(speakerContact(s, true)).toEqual(s);
    expect(speakerContact({ ...s, show_public_data: true }, false)).toEqual({ ...s, show_public_data: true });
  });
});

describe('translated', () => {
  it('overrides non-empty translated fields of the locale only', () => {
    const r = { name: 'N', description: 'D', translations: { pl: { name: 'PN', description: ' ' } } };
    expect(translated(r, 'pl', ['name', 'description'] as const)).toMatchObject({ name: 'PN', description: 'D' });
    expect(translated(r, 'de', ['name', 'description'] as const)).toMatchObject({ name: 'N', description: 'D' });
  });
});
