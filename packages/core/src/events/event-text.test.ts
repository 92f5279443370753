import { describe, expect, it } from 'vitest';
import { parseLpSettings, translateSettings } from '@foyer/landing/schema';
import { eventText } from './event-text.ts';

const lp = JSON.stringify({
  header: { title: 'Summit', subtitle: 'Three days in Warsaw', cta: { label: 'Get your ticket', href: '/demo/buy-ticket' } },
  timer: { enabled: true, label: 'Doors open in' },
  footer: { text: 'See you', links: [{ label: 'Terms of sale', url: '/demo/legal' }] },
  modules: [{ id: 'faq', type: 'faq', order: 1, props: { heading: 'FAQ', items: [{ question: 'Parking?', answer: 'Yes' }] } }, { id: 'v', type: 'video', order: 2, props: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Teaser' } }],
  translations: { pl: { 'Three days in Warsaw': 'Trzy dni w Warszawie', 'Get your ticket': 'Kup bilet', 'Doors open in': 'Do otwarcia', 'Terms of sale': 'Regulamin', 'Parking?': 'Parking?', Yes: 'Tak', Teaser: 'Zwiastun', Standard: 'Standardowy', blank: '  ' } },
});

describe('the event’s own words in the visitor’s language', () => {
  it('translates what has a translation, by source text, and leaves the rest as written', () => {
    const t = eventText({ lp_settings: lp }, 'pl');
    expect(t('Standard')).toBe('Standardowy');
    expect(t('Agenda')).toBe('Agenda');
    // A blank translation is no translation.
    expect(t('blank')).toBe('blank');
    // A regional variant uses its language; an unknown language the source.
    expect(eventText({ lp_settings: lp }, 'pl-PL')('Standard')).toBe('Standardowy');
    expect(eventText({ lp_settings: lp }, 'de')('Standard')).toBe('Standard');
  });

  it('survives a damaged or missing lp_settings', () => {
    expect(eventText({ lp_settings: '{not json' }, 'pl')('Standard')).toBe('Standard');
    expect(eventText({ lp_settings: null }, 'pl')('Standard')).toBe('Standard');
    expect(eventText({ lp_settings: JSON.stringify({ translations: { pl: ['x'] } }) }, 'pl')('x')).toBe('x');
  });

  it('translates the landing page’s words but never its links', () => {
    const { settings } = parseLpSettings(lp);
    const pl = translateSettings(settings, eventText({ lp_settings: lp }, 'pl'));
    expect(pl.header).toMatchObject({ subtitle: 'Trzy dni w Warszawie', cta: { label: 'Kup bilet', href: '/demo/buy-ticket' } });
    expect(pl.timer.label).toBe('Do otwarcia');
    expect(pl.footer.links).toEqual([{ label: 'Regulamin', url: '/demo/legal' }]);
    const [faq, video] = pl.modules;
    expect(faq!.props).toMatchObject({ items: [{ question: 'Parking?', answer: 'Tak' }] });
    expect(video!.props).toMatchObject({ url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Zwiastun' });
  });
});
