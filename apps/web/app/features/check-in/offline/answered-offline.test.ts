import { describe, expect, it } from 'vitest';
import { answeredOffline, doorListNavigation } from './answered-offline.ts';

const url = (path: string) => new URL(path, 'https://foyer.test');

describe('what a door page fetches again', () => {
  it('an answer made offline, a scan or an undo, fetches nothing', () => {
    expect(answeredOffline({ intent: 'scan', result: { outcome: 'checked_in', offline: true }, code: '' })).toBe(true);
    expect(answeredOffline({ intent: 'undo', name: '', ok: false, offline: true })).toBe(true);
    expect(answeredOffline({ intent: 'scan', result: { outcome: 'checked_in' }, code: '' })).toBe(false);
    expect(answeredOffline({ intent: 'undo', name: 'Ewa', ok: true })).toBe(false);
    expect(answeredOffline(undefined)).toBe(false);
  });

  it('a search, a state or a page of the same door keeps the page around the lists', () => {
    const door = url('/demo/admin/check-in');
    expect(doorListNavigation({ currentUrl: door, nextUrl: url('/demo/admin/check-in?q=Nowak'), formMethod: 'GET' })).toBe(true);
    expect(doorListNavigation({ currentUrl: url('/demo/admin/check-in/session/7?q=a'), nextUrl: url('/demo/admin/check-in/session/7?page=2') })).toBe(true);
    expect(doorListNavigation({ currentUrl: url('/admin/check-in/'), nextUrl: url('/admin/check-in/?state=in'), formMethod: 'get' })).toBe(true);
  });

  it('an action, another door or another screen loads as usual', () => {
    const door = url('/demo/admin/check-in');
    expect(doorListNavigation({ currentUrl: door, nextUrl: door, formMethod: 'POST' })).toBe(false);
    // A revalidation (the bell, scans sent) reloads the page around the lists too.
    expect(doorListNavigation({ currentUrl: url('/demo/admin/check-in?q=a'), nextUrl: url('/demo/admin/check-in?q=a') })).toBe(false);
    // The same search again is still a search.
    expect(doorListNavigation({ currentUrl: url('/demo/admin/check-in?q=a'), nextUrl: url('/demo/admin/check-in?q=a'), formMethod: 'GET' })).toBe(true);
    expect(doorListNavigation({ currentUrl: door, nextUrl: url('/demo/admin/check-in/session/7') })).toBe(false);
    expect(doorListNavigation({ currentUrl: url('/demo/admin'), nextUrl: url('/demo/admin?x=1') })).toBe(false);
    expect(doorListNavigation({ currentUrl: url('/demo/admin/check-in-x'), nextUrl: url('/demo/admin/check-in-x?q=1') })).toBe(false);
  });
});
