import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LandingData } from '../data.ts';
import { parseLpSettings, repairLpSettings, type LpSettings } from '../schema/index.ts';
import { fixtureData } from '../test-support/landing-fixture.ts';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { LandingPage } from './landing-page.tsx';

function render(settings: LpSettings, data: LandingData = fixtureData(), lng = data.locale): string {
  return renderToString(
    <I18nextProvider i18n={createTestI18n(lng)}>
      <LandingPage settings={settings} data={data} />
    </I18nextProvider>,
  );
}

function settingsWith(raw: unknown): LpSettings {
  const { settings, issues } = repairLpSettings(raw);
  expect(issues).toEqual([]);
  return settings;
}

const text = (id: string, order: number, extra: object = {}) => ({ id, type: 'text', order, props: { heading: `Heading ${id}`, body: `Body ${id}` }, ...extra });

describe('LandingPage', () => {
  it('renders the visible modules in their order', () => {
    const html = render(settingsWith({ modules: [text('c', 3), text('a', 1), text('hidden', 0, { visible: false }), text('b', 2)] }));
    const positions = ['Body a', 'Body b', 'Body c'].map((body) => html.indexOf(body));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(html).not.toContain('Body hidden');
    expect(html).toContain('<h2 id="lp-module-a-title" class="lp-module__title">Heading a</h2>');
  });

  it('shows guest-only modules to guests and logged-in-only modules to logged-in users, never the other way', () => {
    const settings = settingsWith({
      modules: [text('everyone', 0), text('guests', 1, { only_for_guests: true }), text('members', 2, { only_for_logged_in: true })],
    });
    const guest = render(settings, fixtureData({ loggedIn: false }));
    expect(guest).toContain('Body everyone');
    expect(guest).toContain('Body guests');
    expect(guest).not.toContain('Body members');

    const member = render(settings, fixtureData({ loggedIn: true }));
    expect(member).toContain('Body everyone');
    expect(member).toContain('Body members');
    expect(member).not.toContain('Body guests');
  });

  it('renders the countdown values for the server time, with silent digits and a spoken summary', () => {
    const html = render(settingsWith({ timer: { enabled: true } }));
    const value = (unit: string) => html.match(new RegExp(`data-unit="${unit}">(\\d+)<`))?.[1];
    expect([value('days'), value('hours'), value('minutes'), value('seconds')]).toEqual(['2', '03', '04', '05']);
    expect(html).toMatch(/<ol class="lp-countdown__digits" aria-live="off" aria-hidden="true">/);
    expect(html).toContain('>days<');
    expect(html).toContain('The event starts in 2 days, 3 hours, and 4 minutes.');
  });

  it('says the event has started, and later ended, instead of counting', () => {
    const settings = settingsWith({ timer: { enabled: true }, modules: [{ id: 'cd', type: 'countdown', props: { label: 'Soon!' } }] });
    const during = render(settings, fixtureData({ now: '2025-06-10T12:00:00Z' }));
    expect(during.match(/The event has started/g)).toHaveLength(2);
    expect(during).not.toContain('lp-countdown__digits');
    expect(render(settings, fixtureData({ now: '2025-06-12T00:00:00Z' }))).toContain('The event has ended');
    expect(render(settings)).toContain('Soon!');
  });

  it('renders Polish text, plural forms and dates for the pl locale', () => {
    const settings = settingsWith({
      timer: { enabled: true },
      help: { enabled: true, faq: [{ question: 'Gdzie?', answer: 'W Warszawie' }] },
      modules: [{ id: 't', type: 'tickets', component_id: 12 }],
    });
    const html = render(settings, fixtureData({ locale: 'pl' }));
    expect(html).toContain('Przejdź do treści');
    expect(html).toContain('>dni<'); // 2 → few
    expect(html).toContain('>godziny<'); // 3 → few
    expect(html).toContain('>sekund<'); // 5 → many
    expect(html).toContain('Wydarzenie rozpocznie się za 2 dni, 3 godziny i 4 minuty.');
    expect(html).toContain('czerwca');
    expect(html).toContain('Zostały 3 bilety');
    expect(html).toContain('Wyprzedane');
    expect(html).toContain('Bezpłatny');
    expect(html).toContain('Pomoc');
    expect(html).not.toContain('Skip to content');
  });

  it('shows an empty state when the agenda preview has no sessions', () => {
    const data = fixtureData({ previews: { 10: { kind: 'agenda', sessions: [] } } });
    const html = render(settingsWith({ modules: [{ id: 'ag', type: 'agenda', component_id: 10 }] }), data);
    expect(html).toContain('class="lp-empty">No sessions yet.<');
    expect(html).toContain('href="/demo/component/10"');
  });

  it('renders agenda sessions in the event time zone with their place and speakers', () => {
    const html = render(settingsWith({ modules: [{ id: 'ag', type: 'agenda', component_id: 10, props: { heading: 'Programme' } }] }));
    expect(html).toContain('Programme');
    expect(html).toContain('Opening keynote');
    expect(html).toMatch(/9:30/);
    expect(html).toContain('Main hall');
    expect(html).toContain('Speakers: Ada Lovelace');
  });

  it('survives settings parsed from malformed JSON', () => {
    const { settings, issues } = parseLpSettings('{"header": {"title": "Broken", "modules": [');
    expect(issues).not.toEqual([]);
    const html = render(settings);
    expect(html).toContain('<h1 class="lp-header__title">Foyer Summit 2025</h1>');
    expect(html).toContain('<main id="lp-main"');
    expect(html).toContain('<footer');
  });

  it('inside a layout that has the main landmark, the modules sit in a plain element: one main a page', () => {
    const html = renderToString(
      <I18nextProvider i18n={createTestI18n('en')}>
        <LandingPage settings={settingsWith({ modules: [text('a', 0)] })} data={fixtureData()} skipLink={false} landmark={false} />
      </I18nextProvider>,
    );
    expect(html).not.toContain('<main');
    expect(html).toContain('<div id="lp-main" class="lp-main">');
  });

  it('has landmarks, a skip link, one h1 and a labelled side menu linking components in order', () => {
    const html = render(settingsWith({ modules: [text('a', 0)] }));
    expect(html).toContain('<a class="lp-skip" href="#lp-main">Skip to content</a>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<header class="lp-header/);
    expect(html).toMatch(/<nav class="lp-menu" aria-labelledby="lp-menu-title"><h2 id="lp-menu-title"[^>]*>Menu<\/h2>/);
    expect(html.indexOf('href="/demo/component/10"')).toBeLessThan(html.indexOf('href="/demo/component/11"'));
    expect(html).toContain('alt="Foyer Summit 2025 logo"');
    expect(html).toContain('<img class="lp-header__banner" src="https://cdn.example.com/banner.jpg" alt=""');
  });

  it('hides the side menu when disabled or of the hidden type', () => {
    expect(render(settingsWith({ side_menu: { enabled: false } }))).not.toContain('<nav class="lp-menu');
    expect(render(settingsWith({ theme: { side_menu_type: 'hidden' } }))).not.toContain('<nav class="lp-menu');
  });

  it('applies the event colours and theme type', () => {
    const html = render(settingsWith({ theme: { theme_type: 'dark' } }));
    expect(html).toMatch(/class="lp lp--dark[^"]*"/);
    expect(html).toContain('--lp-accent:#0b5394');
    expect(html).toContain('--lp-menu-text:#ffffff'); // #222 would be unreadable on the dark surface
  });

  it('shows the help box with FAQ and a feedback mail link when help is enabled', () => {
    const html = render(
      settingsWith({ help: { enabled: true, faq: [{ question: 'Where?', answer: 'Warsaw' }], feedback_email: 'org@example.com' } }),
    );
    expect(html).toContain('<aside class="lp-help" aria-labelledby="lp-help-title">');
    expect(html).toContain('<summary>Where?</summary>');
    expect(html).toContain('href="mailto:org@example.com?subject=Feedback%3A%20Foyer%20Summit%202025"');
    expect(render(settingsWith({ help: { enabled: false, faq: [{ question: 'Where?', answer: 'Warsaw' }] } }))).not.toContain('lp-help');
  });

  it('renders every module type and drops unsafe event links', () => {
    const html = render(
      settingsWith({
        header: { cta: { label: 'Register now', href: '/register' } },
        footer: { text: 'See you there', links: [{ label: 'Terms', url: 'https://example.com/terms' }] },
        modules: [
          { id: 'm1', type: 'text', props: { body: 'Hello' } },
          { id: 'm2', type: 'image', props: { url: '/uploads/hall.jpg', alt: 'The main hall' } },
          { id: 'm3', type: 'video', props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Teaser' } },
          { id: 'm4', type: 'countdown' },
          { id: 'm5', type: 'agenda', component_id: 10 },
          { id: 'm6', type: 'speakers', component_id: 11 },
          { id: 'm7', type: 'exhibitors' },
          { id: 'm8', type: 'partners' },
          { id: 'm9', type: 'tickets', props: { limit: 2 } },
          { id: 'm10', type: 'venue_map' },
          { id: 'm11', type: 'faq', props: { items: [{ question: 'Parking?', answer: 'Yes' }] } },
          { id: 'm12', type: 'social_media' },
          { id: 'm13', type: 'cta', props: { heading: 'Join us', label: 'Get a ticket', href: '/demo/buy-ticket' } },
        ],
      }),
    );
    for (let i = 1; i <= 13; i++) expect(html).toContain(`id="lp-module-m${i}"`);
    expect(html).toContain('<img src="/uploads/hall.jpg" alt="The main hall"');
    // The video loads nothing from YouTube until the visitor presses play: a link to it, no frame.
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('Play the video: Teaser');
    expect(html).not.toContain('youtube-nocookie.com');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('No exhibitors yet.');
    expect(html).toContain('No partners yet.');
    expect(html).toContain('Standard');
    expect(html).toContain('Student');
    expect(html).not.toContain('Online'); // limit 2
    expect(html).toContain('href="/demo/buy-ticket/1"');
    expect(html).not.toContain('href="/demo/buy-ticket/2"'); // sold out
    expect(html).toContain('openstreetmap.org/?mlat=52.2297&amp;mlon=21.0122');
    expect(html).toContain('href="https://facebook.com/foyer"');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('Register now');
    expect(html).toContain('See you there');
    expect(html).toContain('Get a ticket');
  });
});
