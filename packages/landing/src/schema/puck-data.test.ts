import { describe, expect, it } from 'vitest';
import { repairLpSettings } from './parse-lp-settings.ts';
import { fromPuckData, toPuckData, validatePuckData } from './puck-data.ts';

const { settings, issues } = repairLpSettings({
  header: { title: 'Summit' },
  footer: { text: 'Bye' },
  modules: [
    { id: 'intro', type: 'text', order: 0, props: { heading: 'Hello', body: 'Welcome' } },
    { id: 'talks', type: 'agenda', order: 1, component_id: [4, 5], only_for_logged_in: true, props: { limit: 3 } },
    { id: 'faq', type: 'faq', order: 2, visible: false, props: { items: [{ question: 'Q', answer: 'A' }] } },
    { id: 'go', type: 'cta', order: 3, only_for_guests: true, props: { heading: 'Join', label: 'Register', href: '/register' } },
  ],
});

describe('toPuckData / fromPuckData', () => {
  it('starts from valid settings', () => {
    expect(issues).toEqual([]);
  });

  it('maps modules to Puck content in page order with placement fields beside the props', () => {
    const data = toPuckData(settings);
    expect(data.root).toEqual({ props: { title: 'Summit' } });
    expect(data.content.map((item) => item.type)).toEqual(['text', 'agenda', 'faq', 'cta']);
    expect(data.content[1]).toEqual({
      type: 'agenda',
      props: { id: 'talks', limit: 3, component_id: [4, 5], visible: true, only_for_logged_in: true, only_for_guests: false },
    });
  });

  it('round-trips settings unchanged', () => {
    expect(fromPuckData(toPuckData(settings), settings)).toStrictEqual(settings);
  });

  it('takes order from the editor and keeps the sections Puck does not edit', () => {
    const data = toPuckData(settings);
    data.content.reverse();
    data.root.props = { title: 'Renamed' };
    const next = fromPuckData(data, settings);
    expect(next.modules.map((module) => [module.id, module.order])).toEqual([
      ['go', 0],
      ['faq', 1],
      ['talks', 2],
      ['intro', 3],
    ]);
    expect(next.header.title).toBe('Renamed');
    expect(next.footer).toBe(settings.footer);
  });

  it('clears the header title when the editor empties it', () => {
    const data = toPuckData(settings);
    data.root.props = { title: '  ' };
    expect(fromPuckData(data, settings).header).not.toHaveProperty('title');
  });

  it('leaves out and reports items that do not validate', () => {
    const data = toPuckData(settings);
    data.content.push({ type: 'image', props: { id: 'bad', url: 'javascript:alert(1)', alt: '', visible: true } });
    data.content.push({ type: 'marquee', props: { id: 'odd' } });
    expect(fromPuckData(data, settings).modules.map((module) => module.id)).toEqual(['intro', 'talks', 'faq', 'go']);
    expect(validatePuckData(data).map((issue) => issue.path)).toEqual(['content.4.props.url', 'content.5.type']);
  });
});
