import { describe, expect, it } from 'vitest';
import { resources } from '@foyer/i18n';
import { missingKeys, rememberLanguageOnRedirect, resourcesFor } from './locale.server';
import { everyLandingView, isLandingPath, landingNamespaces } from '../i18n/landing-namespaces';

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
  const guest = { modal: false, signedIn: false };
  type Words = Record<string, Record<string, Record<string, string>>>;

  it('keeps only the landing page’s namespaces, in the locale and in the English fallback', () => {
    const pl = resourcesFor('pl', everyLandingView);
    expect(Object.keys(pl.pl!).sort()).toEqual([...landingNamespaces].sort());
    expect(Object.keys(pl.en!).every((ns) => (landingNamespaces as readonly string[]).includes(ns))).toBe(true);
    expect(JSON.stringify(resourcesFor('en', everyLandingView)).length).toBeLessThan(JSON.stringify(resources.en).length * 0.6);
    // The builder's words and the errors of screens a landing page has no form of stay out; the sign-in dialogs' stay in.
    const landing = resourcesFor('pl', everyLandingView).pl as Words;
    expect(landing.landing!.builder).toBeUndefined();
    expect(landing.landing!.editor).toBeUndefined();
    expect(landing.landing!.countdown).toEqual(resources.pl.landing.countdown);
    expect(Object.keys(landing.common!.errors!).filter((k) => /^(invoice|tickets|payment|feed_wall)/.test(k))).toEqual([]);
    expect(Object.keys(landing.common!.errors!).filter((k) => k.startsWith('auth'))).toEqual(Object.keys(resources.pl.common.errors).filter((k) => k.startsWith('auth')));
    expect(resourcesFor('pl').pl!.landing).toEqual(resources.pl.landing);
  });

  it('gives a guest the header’s words, the sign-in screens’ only with ?modal=, the bell’s once signed in', () => {
    const page = resourcesFor('pl', guest).pl as Words;
    expect(Object.keys(page).sort()).toEqual(['auth', 'common', 'dashboard', 'landing']);
    expect(Object.keys(page.auth!).sort()).toEqual(['header', 'menu', 'ui']);
    expect(page.auth!.header).toEqual(resources.pl.auth.header);
    expect(Object.keys(page.common!.errors!).filter((k) => /^(auth|access)_/.test(k))).toEqual([]);
    // What an error page on a landing path says (an unknown event) stays.
    expect(page.common!.errors!.event_invalid).toBe(resources.pl.common.errors.event_invalid);
    expect(page.common!.messages!.invalid_event_title).toBe(resources.pl.common.messages.invalid_event_title);
    expect(page.common!.messages!.no_components).toBeUndefined();
    expect(page.landing).toEqual(resourcesFor('pl', everyLandingView).pl!.landing);

    const modal = resourcesFor('pl', { modal: true, signedIn: false }).pl as Words;
    for (const part of ['login', 'register', 'forgot', 'magic_link', 'confirmation', 'progress', 'whitelist', 'social_consent', 'mailbox_hint']) {
      expect(modal.auth![part], part).toEqual((resources.pl.auth as unknown as Words[string])[part]);
    }
    expect(modal.auth!.reset).toBeUndefined();
    expect(modal.common!.errors!.auth_invalid_credentials).toBe(resources.pl.common.errors.auth_invalid_credentials);
    expect(modal.common!.errors!.access_code_wrong).toBe(resources.pl.common.errors.access_code_wrong);
    expect(modal.notifications).toBeUndefined();
    // The sign-in forms' field messages, in the visitor's language; not the e-mails' texts.
    expect(modal.accounts).toEqual({ validation: resources.pl.accounts.validation });
    expect(page.accounts).toBeUndefined();

    const signedIn = resourcesFor('pl', { modal: false, signedIn: true }).pl as Words;
    expect(signedIn.notifications!.bell).toBe(resources.pl.notifications.bell);
    expect(signedIn.auth!.menu).toEqual(resources.pl.auth.menu);
    expect(signedIn.auth!.login).toBeUndefined();
  });

  it('isLandingPath: the root, the event’s own path and their data requests; nothing below them', () => {
    for (const p of ['/', '/demo', '/demo/', '/demo.data', '/_root.data']) expect(isLandingPath(p, 'demo'), p).toBe(true);
    for (const p of ['/demo/login', '/login', '/other', '/demo/component/1', '/demo/component/1.data']) expect(isLandingPath(p, 'demo'), p).toBe(false);
    expect(isLandingPath('/demo', null)).toBe(false);
    expect(isLandingPath('//', 'demo')).toBe(true);
    // 15,000 slashes and a letter (a guest's URL): the old /\/+$/ took ~70 ms a request on it.
    const slashes = `/demo${'/'.repeat(15_000)}x`;
    // This process's CPU, not the wall clock: other test files share the two cores.
    const started = process.cpuUsage();
    for (let i = 0; i < 20; i++) expect(isLandingPath(slashes, 'demo')).toBe(false);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(100);
    expect(isLandingPath(`/demo${'/'.repeat(15_000)}`, 'demo')).toBe(true);
  });
});

describe('rememberLanguageOnRedirect', () => {
  const get = (path: string) => new Request(`http://localhost${path}`);
  const redirect = (headers: Record<string, string> = {}) => new Response(null, { status: 302, headers: { location: '/demo/buy-ticket', ...headers } });

  it('remembers ?lng= on a redirect, which never reaches the root loader that would', () => {
    const answer = rememberLanguageOnRedirect(get('/demo/component/8?lng=pl'), redirect());
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/demo/buy-ticket');
    expect(answer.headers.getSetCookie()).toEqual(['lng=pl; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('leaves pages, redirects without a language, unknown languages and a cookie already set alone', () => {
    const page = new Response('page');
    expect(rememberLanguageOnRedirect(get('/demo?lng=pl'), page)).toBe(page);
    expect(rememberLanguageOnRedirect(get('/demo/component/8'), redirect()).headers.getSetCookie()).toEqual([]);
    expect(rememberLanguageOnRedirect(get('/demo/component/8?lng=xx'), redirect()).headers.getSetCookie()).toEqual([]);
    expect(rememberLanguageOnRedirect(get('/demo/component/8?lng=pl'), redirect({ 'set-cookie': 'lng=en; Path=/' })).headers.getSetCookie()).toEqual(['lng=en; Path=/']);
  });
});
