import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { resources } from '@foyer/i18n';
import { errorText, errorTexts } from './error-text.ts';

async function t(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: 'en', resources: resources as never, defaultNS: 'profile', interpolation: { escapeValue: false }, showSupportNotice: false });
  return i18n.getFixedT(lng, 'profile');
}

describe('errorText', () => {
  it('shows SPEC §8’s wrong access code message', async () => {
    expect(errorText(await t('en'), 'access.code_wrong')).toBe('Oops... this access code is wrong. Please verify your code and try again.');
  });

  it('translates keys of the profile namespace, account messages and the profile service’s messages', async () => {
    const pl = await t('pl');
    expect(errorText(pl, 'profile:validation.photo_type')).toBe('Wybierz zdjęcie .jpg lub .png');
    expect(errorText(pl, 'Invalid email address')).toBe('Niepoprawny adres e-mail!');
    expect(errorText(pl, 'URLs must start with http')).toBe('Adres musi zaczynać się od http:// lub https://');
    expect(errorText(pl, 'At most 200 characters')).toBe('Za długie: maksymalnie 200 znaków');
  });

  it('prefers the common namespace for codes, and passes unknown text through', async () => {
    const en = await t('en');
    expect(errorText(en, 'common.internal')).toBe('Oops... something went wrong');
    expect(errorText(en, 'plain words')).toBe('plain words');
    expect(errorTexts(en, [])).toBeUndefined();
    expect(errorTexts(en, undefined)).toBeUndefined();
  });
});
