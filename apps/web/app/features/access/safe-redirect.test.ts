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
  ])('%j → %j', (to, expected) => {
    expect(safeRedirect(to, '/home')).toBe(expected);
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
