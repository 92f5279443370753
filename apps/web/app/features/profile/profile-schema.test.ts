import { describe, expect, it } from 'vitest';
import { basicsForm, emptiedFields, profileForm } from './profile-schema.ts';

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('the profile form schema', () => {
  it('takes .jpg and .png photos and refuses other files (SPEC §5)', () => {
    const ok = profileForm.safeParse({ first_name: 'A', last_name: 'B', photo: png });
    expect(ok.success).toBe(true);
    const gif = profileForm.safeParse({ first_name: 'A', last_name: 'B', photo: new File([], 'me.gif') });
    expect(gif.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['photo', 'profile:validation.photo_type']]);
    expect(basicsForm.safeParse({ photo: new File([], 'ME.JPEG') }).success).toBe(true);
  });

  it('keeps the service rules: URLs start with http, the country comes from the list', () => {
    const bad = profileForm.safeParse({ first_name: 'A', last_name: 'B', linked_profile: 'linkedin.com/in/a', country: 'XX' });
    const fields = bad.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['country', 'linked_profile']);
  });

  it('turns emptied text inputs into nulls so the service clears them', () => {
    const form = new FormData();
    form.set('company', '  ');
    form.set('position', 'CTO');
    form.set('biography', '');
    expect(emptiedFields(form)).toEqual({ company: null, biography: null });
    expect(emptiedFields(form, ['position'])).toEqual({});
  });
});
