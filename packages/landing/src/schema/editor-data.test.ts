import { describe, expect, it } from 'vitest';
import { lpSettingsSchema } from './lp-settings-schema.ts';
import { repairLpSettings } from './parse-lp-settings.ts';
import { fromEditorData, toEditorData } from './editor-data.ts';
import { applyTranslationEdit, missingTranslations, translatableTexts, translatedForEditing } from './edit-translations.ts';

const { settings } = repairLpSettings({
  header: { title: 'Summit', subtitle: 'Two days of talks' },
  timer: { enabled: true, label: 'Starts in' },
  theme: { main_color: '#0b5394', side_menu_type: 'compact' },
  help: { enabled: true, faq: [{ question: 'Parking?', answer: 'Yes' }], feedback_email: 'help@example.com' },
  footer: { text: 'See you', links: [{ label: 'Terms', url: 'https://example.com/terms' }] },
  payment: { gateways: ['stripe'], default_gateway: 'stripe' },
  translations: { pl: { Summit: 'Szczyt', 'Parking?': 'Parking?' } },
  modules: [
    { id: 'intro', type: 'text', order: 0, props: { heading: 'Hello', body: 'Welcome' } },
    { id: 'go', type: 'cta', order: 1, props: { heading: 'Join', label: 'Register', href: 'https://example.com/r' } },
  ],
});

describe('the builder’s document (toEditorData / fromEditorData)', () => {
  it('round-trips the page-wide settings and the modules, and keeps what the builder does not edit', () => {
    const back = lpSettingsSchema.parse(fromEditorData(toEditorData(settings), settings));
    expect(back).toEqual(settings);
  });

  it('reads emptied optional texts as unset and takes the root fields into their sections', () => {
    const data = toEditorData(settings);
    data.root.props = { ...data.root.props, subtitle: ' ', main_color: '', theme_type: 'dark', help_enabled: false };
    const back = lpSettingsSchema.parse(fromEditorData(data, settings));
    expect(back.header.subtitle).toBeUndefined();
    expect(back.theme).toMatchObject({ theme_type: 'dark', main_color: undefined, side_menu_type: 'compact' });
    expect(back.help.enabled).toBe(false);
    expect(back.payment.gateways).toEqual(['stripe']);
  });

  it('keeps an item that does not validate, so the server names it by its position', () => {
    const data = toEditorData(settings);
    data.content[1]!.props = { ...data.content[1]!.props, href: 'javascript:alert(1)' };
    const result = lpSettingsSchema.safeParse(fromEditorData(data, settings));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['modules.1.props.href']);
  });
});

describe('translating in the builder', () => {
  it('lists the texts a visitor reads, never links or settings', () => {
    const texts = translatableTexts(settings);
    expect(texts).toEqual(expect.arrayContaining(['Summit', 'Two days of talks', 'Starts in', 'Parking?', 'See you', 'Terms', 'Hello', 'Welcome', 'Join', 'Register']));
    expect(texts.some((t) => t.startsWith('http') || t.includes('@'))).toBe(false);
    expect(missingTranslations(settings, 'pl')).toBe(texts.length - 2);
    expect(missingTranslations(settings, 'de')).toBe(texts.length);
  });

  it('turns an edit in Polish into the Polish dictionary, leaving the page and other languages alone', () => {
    const shown = translatedForEditing(settings, 'pl');
    expect(shown.header.title).toBe('Szczyt');
    expect(shown.modules[0]!.props).toMatchObject({ heading: 'Hello' });
    const data = toEditorData(shown);
    data.root.props.subtitle = 'Dwa dni wykładów';
    data.root.props.title = 'Summit';
    data.content[0]!.props = { ...data.content[0]!.props, heading: 'Cześć', body: '' };
    // A link changed while translating is not taken: the structure is the source's.
    data.content[1]!.props = { ...data.content[1]!.props, href: 'https://evil.example' };
    const edited = lpSettingsSchema.parse(fromEditorData(data, shown));
    const next = applyTranslationEdit(settings, edited, 'pl');
    // Put back to its source (the title) or the same as it (Parking?): no translation is kept.
    expect(next.translations.pl).toEqual({ 'Two days of talks': 'Dwa dni wykładów', Hello: 'Cześć' });
    expect(next.modules).toEqual(settings.modules);
    expect(next.header).toEqual(settings.header);
    expect(next.translations.de).toBeUndefined();
  });
});
