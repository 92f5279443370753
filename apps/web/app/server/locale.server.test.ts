import { describe, expect, it } from 'vitest';
import { resources } from '@foyer/i18n';
import { missingKeys, resourcesFor } from './locale.server';

describe('resourcesFor', () => {
  it('sends the chosen locale whole and of English only what it lacks', () => {
    const pl = resourcesFor('pl');
    expect(pl.pl).toBe(resources.pl);
    expect(JSON.stringify(pl.en).length).toBeLessThan(JSON.stringify(resources.en).length / 10);
    expect(resourcesFor('en')).toEqual({ en: resources.en });
  });

  it('missingKeys keeps exactly the keys the locale lacks, at any depth', () => {
    const en = { common: { ok: 'OK', nested: { a: 'A', b: 'B' } }, auth: { login: 'Log in' } };
    expect(missingKeys(en, { common: { ok: 'Dobrze', nested: { a: 'A-pl' } } })).toEqual({ common: { nested: { b: 'B' } }, auth: { login: 'Log in' } });
    expect(missingKeys(en, en)).toEqual({});
  });
});
