import { describe, expect, it } from 'vitest';
import { repairLpSettings } from '@foyer/landing/schema';
import { documentForSave, editorDataFor } from './document-for-save.ts';
import { errorPlace } from './error-place.ts';

const { settings } = repairLpSettings({
  header: { title: 'Summit' },
  modules: [{ id: 'go', type: 'cta', props: { heading: 'Join', label: 'Register', href: '/register' } }],
});

describe('documentForSave', () => {
  it('saves the edited page itself in the source language', () => {
    const data = editorDataFor(settings, 'en', 'en');
    data.root.props.title = 'Summit 2027';
    const doc = documentForSave(settings, data, 'en', 'en');
    expect(doc.ok && JSON.parse(doc.text).header.title).toBe('Summit 2027');
  });

  it('in another language writes only that language’s words, and names a broken value instead of dropping it', () => {
    const data = editorDataFor(settings, 'pl', 'en');
    data.content[0]!.props = { ...data.content[0]!.props, heading: 'Dołącz' };
    const doc = documentForSave(settings, data, 'pl', 'en');
    expect(doc.ok && JSON.parse(doc.text)).toMatchObject({ header: { title: 'Summit' }, translations: { pl: { Join: 'Dołącz' } } });
    data.content[0]!.props = { ...data.content[0]!.props, label: 'x'.repeat(101) };
    expect(documentForSave(settings, data, 'pl', 'en')).toEqual({ ok: false, paths: ['lp_settings.modules.0.props.label'] });
  });
});

describe('errorPlace', () => {
  const t = (key: string, o?: Record<string, unknown>) => (key === 'builder.module_n' ? `module ${o!.n} (${o!.module})` : key);
  it('names the module by its position and kind, and the field', () => {
    const data = editorDataFor(settings, 'en', 'en');
    expect(errorPlace(t, 'lp_settings.modules.0.props.href', data)).toBe('module 1 (editor.modules.cta): builder.field.href');
    expect(errorPlace(t, 'lp_settings', data)).toBe('builder.whole_page');
    expect(errorPlace(t, 'lp_settings.theme.main_color', data)).toBe('builder.page_settings: builder.field.main_color');
  });
});
