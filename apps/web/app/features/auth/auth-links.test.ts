import { describe, expect, it } from 'vitest';
import { introductionPath, isAuthScreen, modalHref, pageHref } from './auth-links.ts';

describe('auth links', () => {
  it('opens a screen as a modal over the current page, keeping its parameters', () => {
    expect(modalHref('/demo', '', 'login')).toBe('/demo?modal=login');
    expect(modalHref('/demo', '?lng=pl', 'register')).toBe('/demo?lng=pl&modal=register');
    expect(modalHref('/demo', '?modal=login&lng=pl', 'forgot-password')).toBe('/demo?modal=forgot-password&lng=pl');
  });

  it('closes the modal by dropping only its parameter', () => {
    expect(modalHref('/demo', '?modal=login', null)).toBe('/demo');
    expect(modalHref('/demo/profile', '?lng=de&modal=login', null)).toBe('/demo/profile?lng=de');
  });

  it('keeps the query of the page when switching between pages, without a modal parameter', () => {
    expect(pageHref('/demo', 'register', '?redirectTo=%2Fdemo%2Fprofile')).toBe('/demo/register?redirectTo=%2Fdemo%2Fprofile');
    expect(pageHref('', 'login', '?modal=login&x=1')).toBe('/login?x=1');
    expect(pageHref('/demo', 'forgot-password')).toBe('/demo/forgot-password');
  });

  it('knows the event home of both route sets', () => {
    expect(introductionPath('/demo')).toBe('/demo');
    expect(introductionPath('')).toBe('/');
  });

  it('accepts only the three modal screens', () => {
    expect(isAuthScreen('login')).toBe(true);
    expect(isAuthScreen('forgot-password')).toBe(true);
    expect(isAuthScreen('profile')).toBe(false);
    expect(isAuthScreen(null)).toBe(false);
  });
});
