import { describe, expect, it } from 'vitest';
import { resources } from '@foyer/i18n';
import { detectImageType } from '../profile/detect-image-type.ts';
import { accessCodeMatches } from './access-code-matches.ts';
import { fill } from './access-strings.ts';
import { specificFieldsPass } from './specific-fields-submitted.ts';

describe('accessCodeMatches', () => {
  it('compares exactly, ignoring surrounding blanks; an empty code never matches', () => {
    expect(accessCodeMatches('Code-1', ' Code-1 ')).toBe(true);
    expect(accessCodeMatches('Code-1', 'code-1')).toBe(false);
    expect(accessCodeMatches('Code-1', 'Code-12')).toBe(false);
    expect(accessCodeMatches('', '')).toBe(false);
    expect(accessCodeMatches(null, 'x')).toBe(false);
    expect(accessCodeMatches('x', null)).toBe(false);
  });
});

describe('specificFieldsPass (SPEC §5)', () => {
  it('passes with no required field, or with one required field answered', () => {
    expect(specificFieldsPass([])).toBe(true);
    expect(specificFieldsPass([{ required: false, response: null }])).toBe(true);
    expect(specificFieldsPass([{ required: true, response: null }, { required: false, response: 'x' }])).toBe(false);
    expect(specificFieldsPass([{ required: true, response: '  ' }])).toBe(false);
    expect(specificFieldsPass([{ required: true, response: null }, { required: true, response: 'x' }])).toBe(true);
  });
});

describe('detectImageType', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ ext: 'png', mime: 'image/png' });
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('access locale files', () => {
  const keys = (o: unknown, p = ''): string[] =>
    typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, `${p}${k}.`)) : [p.slice(0, -1)];
  const get = (o: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
  const vars = (s: string) => [...s.matchAll(/\{\{?\w+\}?\}/g)].map((m) => m[0]).sort();

  it('every locale has exactly the keys of en, translated, with the same placeholders', () => {
    const en = keys(resources.en.access).sort();
    for (const [lng, bundle] of Object.entries(resources)) {
      expect(keys(bundle.access).sort(), lng).toEqual(en);
      for (const k of en) {
        const text = get(bundle.access, k);
        expect(text, `${lng} ${k}`).not.toBe('');
        expect(vars(text), `${lng} ${k}`).toEqual(vars(get(resources.en.access, k)));
        if (lng !== 'en') expect(text, `${lng} ${k} is not translated`).not.toBe(get(resources.en.access, k));
      }
    }
  });

  it('fills {{name}} placeholders and leaves unknown ones', () => {
    expect(fill('Hello {{name}}, {{other}}', { name: 'Ann' })).toBe('Hello Ann, {{other}}');
  });
});
