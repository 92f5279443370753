import { describe, expect, it } from 'vitest';
import { lpSettingsSchema, moduleTypes, parseLpSettings, translateSettings } from '@foyer/landing/schema';
import { buildDemoLpSettings } from './demo-lp-settings.ts';

const ids = {
  agenda: 1,
  speakers: 2,
  exhibitors: 3,
  partners: 4,
  attendees: 5,
  feed_wall: 6,
  survey_quiz_component: 7,
  tickets: 8,
  venues: 9,
  business_matching: 10,
};

describe('buildDemoLpSettings', () => {
  it('passes the landing-page schema without repairs', () => {
    const raw = JSON.stringify(buildDemoLpSettings(ids));
    const { issues, settings } = parseLpSettings(raw);
    expect(issues).toEqual([]);
    expect(lpSettingsSchema.safeParse(JSON.parse(raw)).success).toBe(true);
    expect(settings.modules).toHaveLength(buildDemoLpSettings(ids).modules!.length);
  });

  it('uses every module type, in increasing order, with both visibility flags exercised', () => {
    const { modules = [] } = buildDemoLpSettings(ids);
    expect(new Set(modules.map((m) => m.type))).toEqual(new Set(moduleTypes));
    const orders = modules.map((m) => m.order ?? 0);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(modules.map((m) => m.id)).size).toBe(modules.length);
    expect(modules.some((m) => m.only_for_logged_in)).toBe(true);
    expect(modules.some((m) => m.only_for_guests)).toBe(true);
    expect(modules.some((m) => m.only_for_guests && m.only_for_logged_in)).toBe(false);
  });

  it('points component modules at the matching components', () => {
    const { modules = [] } = buildDemoLpSettings(ids);
    for (const type of ['agenda', 'speakers', 'exhibitors', 'partners', 'tickets'] as const) {
      expect(modules.find((m) => m.type === type)?.component_id).toBe(ids[type]);
    }
  });

  it('translates the registration texts into Polish and German', () => {
    const { translations = {} } = buildDemoLpSettings(ids);
    for (const lng of ['pl', 'de'] as const) {
      expect(translations[lng]?.register_title).toBeTruthy();
      expect(translations[lng]?.register_subtitle).toBeTruthy();
    }
    expect(translations.pl?.register_title).not.toBe(translations.de?.register_title);
  });

  it('gives every word a visitor reads on the demo landing page a translation in each of the eight other languages', () => {
    const { settings } = parseLpSettings(JSON.stringify(buildDemoLpSettings(ids)));
    // Collect what translateSettings would look up, by asking it with a recording dictionary.
    const asked = new Set<string>();
    translateSettings(settings, (source) => {
      asked.add(source);
      return source;
    });
    // The event's name is a name in every language.
    asked.delete('Foyer Summit 2027');
    expect(asked.size).toBeGreaterThan(20);
    for (const [lng, words] of Object.entries(settings.translations)) {
      const missing = [...asked].filter((s) => !(s in words!));
      expect(missing, lng).toEqual([]);
    }
    expect(Object.keys(settings.translations).sort()).toEqual(['bg', 'cs', 'de', 'fr', 'hu', 'pl', 'ro', 'ru']);
  });
});
