import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

const resources = { en: { common: { hello: 'Hello {{name}}' } }, pl: { common: { hello: 'Cześć {{name}}' } } };

describe('createI18n on the server', () => {
  it('serves every render of the same resources and locale from one instance', () => {
    const first = createI18n('pl', resources);
    expect(createI18n('pl', resources)).toBe(first);
    expect(first.t('hello', { name: 'Ala' })).toBe('Cześć Ala');
  });

  it('keeps languages and resource sets apart', () => {
    const pl = createI18n('pl', resources);
    const en = createI18n('en', resources);
    expect(en).not.toBe(pl);
    expect(en.t('hello', { name: 'Al' })).toBe('Hello Al');
    // Another page kind brings another resources object: its own instance, its own strings.
    const other = { en: { common: { hello: 'Hi {{name}}' } } };
    expect(createI18n('en', other)).not.toBe(en);
    expect(createI18n('en', other).t('hello', { name: 'Al' })).toBe('Hi Al');
    // The shared one is untouched by the other's use.
    expect(pl.language).toBe('pl');
    expect(pl.t('hello', { name: 'Ola' })).toBe('Cześć Ola');
  });
});
