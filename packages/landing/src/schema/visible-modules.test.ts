import { describe, expect, it } from 'vitest';
import { repairLpSettings } from './parse-lp-settings.ts';
import { visibleModules } from './visible-modules.ts';

const { settings } = repairLpSettings({
  modules: [
    { id: 'third', type: 'text', order: 3, props: { body: '3' } },
    { id: 'hidden', type: 'text', order: 0, visible: false, props: { body: 'h' } },
    { id: 'members', type: 'text', order: 1, only_for_logged_in: true, props: { body: 'm' } },
    { id: 'guests', type: 'text', order: 2, only_for_guests: true, props: { body: 'g' } },
    { id: 'first', type: 'text', order: -1, props: { body: '1' } },
    { id: 'tie', type: 'text', order: 3, props: { body: 't' } },
    { id: 'nobody', type: 'text', order: 4, only_for_guests: true, only_for_logged_in: true, props: { body: 'n' } },
  ],
});

const ids = (loggedIn: boolean) => visibleModules(settings, { loggedIn }).map((module) => module.id);

describe('visibleModules', () => {
  it('shows guests the visible modules by order, without logged-in-only ones', () => {
    expect(ids(false)).toEqual(['first', 'guests', 'third', 'tie']);
  });

  it('shows logged-in users the visible modules by order, without guest-only ones', () => {
    expect(ids(true)).toEqual(['first', 'members', 'third', 'tie']);
  });

  it('never shows invisible modules and does not reorder the settings', () => {
    expect([...ids(true), ...ids(false)]).not.toContain('hidden');
    expect(settings.modules.map((module) => module.id)[0]).toBe('third');
  });
});
