import { describe, expect, it } from 'vitest';
import { defaultLpSettings, lpSettingsSchema } from './lp-settings-schema.ts';
import { parseLpSettings } from './parse-lp-settings.ts';
import { MAX_LP_DEPTH } from './json-depth.ts';

const fullSettings = {
  header: {
    enabled: true,
    title: 'Foyer Summit',
    subtitle: 'Two days of talks',
    show_logo: true,
    show_dates: true,
    show_place: false,
    cta: { label: 'Buy a ticket', href: '/buy-ticket' },
  },
  timer: { enabled: true, target: 'end', label: 'Until the end' },
  theme: { theme_type: 'dark', side_menu_type: 'compact', default_bubbles: true },
  inbox: { enabled: true },
  side_menu: { enabled: false },
  features: { agenda_rating_popup: true, custom_separator: '|' },
  help: {
    enabled: true,
    faq: [{ question: 'Where?', answer: 'Warsaw' }],
    feedback_email: 'help@example.com',
  },
  navbar: { logo_outline: true },
  footer: { enabled: true, text: '© Foyer', links: [{ label: 'Terms', url: 'https://example.com/terms' }] },
  payment: { gateways: ['stripe', 'p24'], default_gateway: 'p24' },
  translations: { pl: { title: 'Szczyt' } },
  modules: [
    { id: 'intro', type: 'text', order: 0, visible: true, only_for_logged_in: false, only_for_guests: false, props: { heading: 'Hi', body: 'Welcome' } },
    { id: 'agenda', type: 'agenda', component_id: [7, 8], order: 1, visible: true, only_for_logged_in: true, only_for_guests: false, props: { limit: 5 } },
    { id: 'clip', type: 'video', order: 2, visible: false, only_for_logged_in: false, only_for_guests: false, props: { url: 'https://www.youtube.com/watch?v=abc123', title: 'Teaser' } },
  ],
  register_form: { fields: [{ id: 'company', required: true }] },
  ticket_forms: { '12': { fields: ['nip'] } },
  language: { default: 'pl', available: ['pl', 'en'] },
};

describe('parseLpSettings', () => {
  it('reads a complete valid document as stored, with no issues', () => {
    const { settings, issues } = parseLpSettings(JSON.stringify(fullSettings));
    expect(issues).toEqual([]);
    expect(settings).toEqual(fullSettings);
  });

  it('fills every section with defaults for {}', () => {
    const { settings, issues } = parseLpSettings('{}');
    expect(issues).toEqual([]);
    expect(settings).toEqual(defaultLpSettings());
    expect(settings.header).toEqual({ enabled: true, show_logo: true, show_dates: true, show_place: true });
    expect(settings.timer).toEqual({ enabled: false, target: 'start' });
    expect(settings.help).toEqual({ enabled: false, faq: [], feedback_email: null });
    expect(settings.payment).toEqual({ gateways: ['payu'], default_gateway: 'payu' });
    expect(settings.language.default).toBe('en');
    expect(settings.language.available).toHaveLength(9);
    expect(settings.modules).toEqual([]);
  });

  it('fills missing fields of a partial section and keeps the given ones', () => {
    const { settings, issues } = parseLpSettings('{"timer":{"enabled":true},"footer":{"text":"Bye"}}');
    expect(issues).toEqual([]);
    expect(settings.timer).toEqual({ enabled: true, target: 'start' });
    expect(settings.footer).toEqual({ enabled: true, text: 'Bye', links: [] });
  });

  it.each([null, undefined, '', '   '])('gives defaults without issues for %j', (raw) => {
    expect(parseLpSettings(raw)).toEqual({ settings: defaultLpSettings(), issues: [] });
  });

  it('gives defaults and reports malformed JSON', () => {
    const { settings, issues } = parseLpSettings('not json');
    expect(settings).toEqual(defaultLpSettings());
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('');
    expect(issues[0]!.message).toMatch(/not valid JSON/);
  });

  it.each(['[]', '42', '"text"', 'true'])('gives defaults and reports a non-object document %s', (raw) => {
    const { settings, issues } = parseLpSettings(raw);
    expect(settings).toEqual(defaultLpSettings());
    expect(issues).toEqual([{ path: '', message: 'lp_settings must be a JSON object' }]);
  });

  it('reads a stored document nested past MAX_LP_DEPTH as the defaults, and one at the bound as it is', () => {
    const forms = (depth: number) => `{"header":{"title":"Deep"},"ticket_forms":{"1":${'['.repeat(depth)}1${']'.repeat(depth)}}}`;
    // The root object is level 0 and ticket_forms["1"] level 2: arrays take it the rest of the way.
    expect(parseLpSettings(forms(MAX_LP_DEPTH - 2)).settings.header.title).toBe('Deep');
    const deep = parseLpSettings(forms(MAX_LP_DEPTH - 1));
    expect(deep.settings).toEqual(defaultLpSettings());
    expect(deep.issues).toEqual([{ path: '', message: `lp_settings nests more than ${MAX_LP_DEPTH} levels deep` }]);
    // 20,000 levels: no stack overflow on the way (the repair clones and the schema walks what it is given).
    expect(parseLpSettings(forms(20_000)).settings).toEqual(defaultLpSettings());
  });

  it('drops one bad module and keeps the good ones', () => {
    const raw = JSON.stringify({
      modules: [
        { id: 'a', type: 'text', order: 0, props: { body: 'first' } },
        { id: 'b', type: 'image', order: 1, props: { alt: 'no url' } },
        { id: 'c', type: 'cta', order: 2, props: { heading: 'Join', label: 'Go', href: '/register' } },
      ],
    });
    const { settings, issues } = parseLpSettings(raw);
    expect(settings.modules.map((module) => module.id)).toEqual(['a', 'c']);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('modules.1.props.url');
  });

  it('rejects javascript: URLs wherever a link is stored', () => {
    const raw = JSON.stringify({
      header: { title: 'Kept', cta: { label: 'Click', href: 'javascript:alert(1)' } },
      footer: { links: [{ label: 'Bad', url: 'JavaScript:alert(1)' }, { label: 'Good', url: 'https://example.com' }] },
      modules: [
        { id: 'cta', type: 'cta', props: { heading: 'x', label: 'y', href: ' javascript:alert(1)' } },
        { id: 'img', type: 'image', props: { url: 'java\tscript:alert(1)', alt: '' } },
        { id: 'vid', type: 'video', props: { url: 'javascript://www.youtube.com/%0aalert(1)', title: 't' } },
        { id: 'ok', type: 'image', props: { url: '/uploads/a.png', alt: 'Hall' } },
      ],
    });
    const { settings, issues } = parseLpSettings(raw);
    expect(settings.header.title).toBe('Kept');
    expect(settings.header.cta).toBeUndefined();
    expect(settings.footer.links).toEqual([{ label: 'Good', url: 'https://example.com' }]);
    expect(settings.modules.map((module) => module.id)).toEqual(['ok']);
    expect(issues.map((issue) => issue.path).sort()).toEqual(
      ['footer.links.0.url', 'header.cta.href', 'modules.0.props.href', 'modules.1.props.url', 'modules.2.props.url'].sort(),
    );
    expect(JSON.stringify(settings)).not.toMatch(/javascript/i);
  });

  it('accepts only https YouTube and Vimeo video URLs', () => {
    const video = (url: string) =>
      parseLpSettings(JSON.stringify({ modules: [{ id: 'v', type: 'video', props: { url, title: 'Clip' } }] })).settings.modules.length;
    expect(video('https://youtu.be/abc')).toBe(1);
    expect(video('https://vimeo.com/12345')).toBe(1);
    expect(video('http://www.youtube.com/watch?v=abc')).toBe(0);
    expect(video('https://evil.example/watch?v=abc')).toBe(0);
    expect(video('https://youtube.com.evil.example/watch?v=abc')).toBe(0);
  });

  it('drops a module of an unknown type and reports it', () => {
    const raw = JSON.stringify({
      modules: [
        { id: 'a', type: 'text', props: { body: 'x' } },
        { id: 'b', type: 'carousel', props: {} },
        'not a module',
      ],
    });
    const { settings, issues } = parseLpSettings(raw);
    expect(settings.modules.map((module) => module.id)).toEqual(['a']);
    expect(issues.map((issue) => issue.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^modules\.1/), 'modules.2']));
  });

  it('resets a field with a bad value to its default and keeps the rest of the section', () => {
    const { settings, issues } = parseLpSettings(JSON.stringify({ timer: { enabled: true, target: 'midnight', label: 'Soon' } }));
    expect(settings.timer).toEqual({ enabled: true, target: 'start', label: 'Soon' });
    expect(issues).toEqual([{ path: 'timer.target', message: expect.any(String) }]);
  });

  it('falls back to a section default when the section is not an object, keeping the other sections', () => {
    const { settings, issues } = parseLpSettings(JSON.stringify({ header: 'oops', footer: { text: 'Kept' }, modules: 'nope' }));
    expect(settings.header).toEqual(defaultLpSettings().header);
    expect(settings.footer.text).toBe('Kept');
    expect(settings.modules).toEqual([]);
    expect(issues.map((issue) => issue.path).sort()).toEqual(['header', 'modules']);
  });

  it('drops a bad FAQ item inside a module but keeps the module', () => {
    const raw = JSON.stringify({
      modules: [{ id: 'f', type: 'faq', props: { items: [{ question: '', answer: 'a' }, { question: 'Q?', answer: 'A' }] } }],
    });
    const { settings } = parseLpSettings(raw);
    expect(settings.modules).toHaveLength(1);
    expect(settings.modules[0]!.props).toEqual({ items: [{ question: 'Q?', answer: 'A' }] });
  });

  it('gives old modules without ids unique ids and fills their flags', () => {
    const raw = JSON.stringify({
      modules: [
        { type: 'text', order: 2, props: { body: 'x' } },
        { id: 'dup', type: 'countdown' },
        { id: 'dup', type: 'social_media' },
      ],
    });
    const { settings, issues } = parseLpSettings(raw);
    expect(issues).toEqual([]);
    expect(settings.modules.map((module) => module.id)).toEqual(['module-1', 'dup', 'dup-3']);
    expect(settings.modules[1]).toEqual({
      id: 'dup',
      type: 'countdown',
      order: 0,
      visible: true,
      only_for_logged_in: false,
      only_for_guests: false,
      props: {},
    });
  });

  it('strips unknown props so they never reach the page', () => {
    const raw = JSON.stringify({ modules: [{ id: 't', type: 'text', props: { body: 'x', dangerouslySetInnerHTML: { __html: '<b>' } } }] });
    expect(parseLpSettings(raw).settings.modules[0]!.props).toEqual({ body: 'x' });
  });

  it('rejects invalid e-mail, locale and gateway values without losing their sections', () => {
    const raw = JSON.stringify({
      help: { enabled: true, feedback_email: 'not-an-email' },
      language: { default: 'xx', available: ['pl', 'klingon'] },
      payment: { gateways: ['stripe', 'paypal'], default_gateway: 'stripe' },
    });
    const { settings, issues } = parseLpSettings(raw);
    expect(settings.help).toEqual({ enabled: true, faq: [], feedback_email: null });
    expect(settings.language).toEqual({ default: 'en', available: ['pl'] });
    expect(settings.payment).toEqual({ gateways: ['stripe'], default_gateway: 'stripe' });
    expect(issues).toHaveLength(4);
  });

  it('produces settings that the strict schema accepts', () => {
    const { settings } = parseLpSettings(JSON.stringify({ ...fullSettings, modules: [...fullSettings.modules, { type: 'x' }] }));
    expect(lpSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('answers a text it has read before with the same frozen settings, and a saved change with new ones', () => {
    const raw = JSON.stringify({ ...fullSettings, footer: { enabled: true, text: 'kept once', links: [] } });
    const first = parseLpSettings(raw);
    // A copy of the text (as every database read makes) finds the same answer.
    expect(parseLpSettings(` ${raw}`.slice(1))).toBe(first);
    expect(Object.isFrozen(first.settings.modules[0]!.props)).toBe(true);
    // Shared between requests, so nobody may change it in place.
    expect(() => {
      (first.settings.footer as { text: string }).text = 'changed';
    }).toThrow(TypeError);
    const saved = parseLpSettings(raw.replace('kept once', 'saved again'));
    expect(saved).not.toBe(first);
    expect(saved.settings.footer.text).toBe('saved again');
    expect(parseLpSettings(raw).settings.footer.text).toBe('kept once');
  });

  it('still reads many documents correctly when more arrive than it keeps', () => {
    for (let i = 0; i < 80; i++) expect(parseLpSettings(JSON.stringify({ footer: { text: `page ${i}` } })).settings.footer.text).toBe(`page ${i}`);
    expect(parseLpSettings(JSON.stringify({ footer: { text: 'page 3' } })).settings.footer.text).toBe('page 3');
  });
});
