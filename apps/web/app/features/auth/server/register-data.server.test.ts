import { describe, expect, it } from 'vitest';
import { registerTexts } from './register-data.server.ts';

describe('registerTexts', () => {
  const lp = { translations: { pl: { register_title: 'Dołącz', register_subtitle: '  ' }, de: { register_subtitle: 'Untertitel' } } };
  it('takes the override of the UI language', () => {
    expect(registerTexts(lp, 'pl')).toEqual({ title: 'Dołącz', subtitle: null });
    expect(registerTexts(lp, 'de')).toEqual({ title: null, subtitle: 'Untertitel' });
  });
  it('reads lp_settings as stored: a JSON string', () => {
    expect(registerTexts(JSON.stringify(lp), 'pl')).toEqual({ title: 'Dołącz', subtitle: null });
    expect(registerTexts('{not json', 'pl')).toEqual({ title: null, subtitle: null });
  });

  it('falls back to the default texts when there is no override or the settings are damaged', () => {
    expect(registerTexts(lp, 'en')).toEqual({ title: null, subtitle: null });
    expect(registerTexts(null, 'pl')).toEqual({ title: null, subtitle: null });
    expect(registerTexts({ translations: 'broken' }, 'pl')).toEqual({ title: null, subtitle: null });
    expect(registerTexts({ translations: { pl: { register_title: 42 } } }, 'pl')).toEqual({ title: null, subtitle: null });
  });
});
