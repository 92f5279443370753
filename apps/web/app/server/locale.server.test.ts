import { describe, expect, it } from 'vitest';
import { resources } from '@foyer/i18n';
import { missingKeys, resourcesFor } from './locale.server';
import { isLandingPath, landingNamespaces } from '../i18n/landing-namespaces';

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

describe('a landing page’s words', () => {
  it('keeps only the landing page’s namespaces, in the locale and in the English fallback', () => {
    const pl = resourcesFor('pl', landingNamespaces);
    expect(Object.keys(pl.pl!).sort()).toEqual([...landingNamespaces].sort());
    expect(Object.keys(pl.en!).every((ns) => (landingNamespaces as readonly string[]).includes(ns))).toBe(true);
    expect(JSON.stringify(resourcesFor('en', landingNamespaces)).length).toBeLessThan(JSON.stringify(resources.en).length * 0.6);
    // The builder's words and the errors of screens a landing page has no form of stay out; the sign-in dialogs' stay in.
    const landing = resourcesFor('pl', landingNamespaces).pl as Record<string, Record<string, Record<string, string>>>;
    expect(landing.landing!.builder).toBeUndefined();
    expect(landing.landing!.editor).toBeUndefined();
    expect(landing.landing!.countdown).toEqual(resources.pl.landing.countdown);
    expect(Object.keys(landing.common!.errors!).filter((k) => /^(invoice|tickets|payment)/.test(k))).toEqual([]);
    expect(Object.keys(landing.common!.errors!).filter((k) => k.startsWith('auth'))).toEqual(Object.keys(resources.pl.common.errors).filter((k) => k.startsWith('auth')));
    expect(resourcesFor('pl').pl!.landing).toEqual(resources.pl.landing);
  });

  it('isLandingPath: the root, the event’s own path and their data requests; nothing below them', () => {
    for (const p of ['/', '/demo', '/demo/', '/demo.data', '/_root.data']) expect(isLandingPath(p, 'demo'), p).toBe(true);
    for (const p of ['/demo/login', '/login', '/other', '/demo/component/1', '/demo/component/1.data']) expect(isLandingPath(p, 'demo'), p).toBe(false);
    expect(isLandingPath('/demo', null)).toBe(false);
  });
});
