import { describe, expect, it } from 'vitest';
import { currentPath, safeRedirect, screenUrl } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/demo/profile', '/demo/profile'],
    ['/demo/profile?tab=2#x', '/demo/profile?tab=2#x'],
    ['//evil.example/x', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['demo/profile', '/home'],
    ['/demo\r\nSet-Cookie: x=1', '/home'],
    ['', '/home'],
    // Percent-encoded: a Location header holds bytes (these made the redirect a 500).
    ['/demo/component/5?search=Łódź', '/demo/component/5?search=%C5%81%C3%B3d%C5%BA'],
    ['/café', '/caf%C3%A9'],
    ['/\u3002x', '/%E3%80%82x'],
    ['/\u2028', '/%E2%80%A8'],
  ])('%j → %j', (to, expected) => {
    expect(safeRedirect(to, '/home')).toBe(expected);
  });

  it('always makes a Location header node:http and fetch accept', () => {
    for (const to of ['/demo?q=Łódź', '/é', '/\u3002', '/demo#Ω']) expect(() => new Headers({ location: safeRedirect(to, '/') })).not.toThrow();
  });

  it('falls back for missing values and files', () => {
    expect(safeRedirect(null, '/')).toBe('/');
    expect(safeRedirect(undefined, '/')).toBe('/');
    expect(safeRedirect(new File([], 'x'), '/')).toBe('/');
  });
});

describe('screenUrl and currentPath', () => {
  it('adds redirectTo, keeping a query the screen already has', () => {
    expect(screenUrl('/demo', 'login', '/demo/profile?a=1')).toBe('/demo/login?redirectTo=%2Fdemo%2Fprofile%3Fa%3D1');
    expect(screenUrl('', 'onboarding?step=fields', '/profile')).toBe('/onboarding?step=fields&redirectTo=%2Fprofile');
    expect(screenUrl('/demo', 'join')).toBe('/demo/join');
  });

  it('takes path and query from a request, never the origin', () => {
    expect(currentPath(new Request('https://foyer.test/demo/profile?x=1'))).toBe('/demo/profile?x=1');
  });
});
