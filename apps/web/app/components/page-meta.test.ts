import { describe, expect, it } from 'vitest';
import { dataTitledMeta, screenMeta, screenTitle } from './page-meta';

const root = (locale: string) => ({
  id: 'root',
  loaderData: {
    locale,
    resources: {
      [locale]: { friends: { title: 'Znajomi' }, profile: { join: { title: 'Dołącz do {{event}}' } } },
      en: { friends: { title: 'Friends' }, profile: { join: { title: 'Join {{event}}' } }, inbox: { title: 'Inbox' } },
    },
  },
});
const layout = { id: 'slug:event', handle: undefined };

describe('screenTitle: the document title names the screen', () => {
  it('puts the screen before the event, in the page language', () => {
    expect(screenTitle([root('pl'), layout, { id: 'friends', handle: { title: 'friends:title' } }], 'Foyer Summit')).toBe('Znajomi · Foyer Summit');
  });

  it('falls back to English words the language lacks', () => {
    expect(screenTitle([root('pl'), layout, { id: 'inbox', handle: { title: 'inbox:title' } }], 'Foyer Summit')).toBe('Inbox · Foyer Summit');
  });

  it('the deepest named route wins', () => {
    expect(screenTitle([root('en'), { id: 'a', handle: { title: 'inbox:title' } }, { id: 'b', handle: { title: 'friends:title' } }], 'E')).toBe('Friends · E');
  });

  it('words naming the event are the whole title', () => {
    expect(screenTitle([root('pl'), layout, { id: 'join', handle: { title: 'profile:join.title' } }], 'Foyer Summit')).toBe('Dołącz do Foyer Summit');
  });

  it('a key of its own (a title that follows the data, as onboarding\'s step) wins over the handles', () => {
    expect(screenTitle([root('pl'), layout, { id: 'x', handle: { title: 'inbox:title' } }], 'Foyer Summit', 'friends:title')).toBe('Znajomi · Foyer Summit');
  });

  it('a screen without a name, or words that did not come with the page, keep the event alone', () => {
    expect(screenTitle([root('en'), layout, { id: 'x' }], 'Foyer Summit')).toBe('Foyer Summit');
    expect(screenTitle([root('en'), layout, { id: 'x', handle: { title: 'matching:title' } }], 'Foyer Summit')).toBe('Foyer Summit');
    expect(screenTitle([layout, { id: 'x', handle: { title: 'friends:title' } }], 'Foyer Summit')).toBe('Foyer Summit');
  });
});

describe('screenMeta: a named screen without tags of its own', () => {
  it("keeps the event's tags and titles the page after the screen", () => {
    const event = { id: 'slug:event', meta: [{ title: 'Foyer Summit' }, { name: 'description', content: 'Three days' }] };
    expect(screenMeta({ matches: [root('en'), event, { id: 'friends', handle: { title: 'friends:title' } }] })).toEqual([
      { title: 'Friends · Foyer Summit' },
      { name: 'description', content: 'Three days' },
    ]);
  });
});

describe('dataTitledMeta: a screen titled by its data', () => {
  const event = { id: 'slug:event', meta: [{ title: 'Foyer Summit' }, { name: 'description', content: 'Three days' }] };
  it("names the event after it, and keeps the event's other tags", () => {
    expect(dataTitledMeta([event], 'Agenda')).toEqual([{ title: 'Agenda · Foyer Summit' }, { name: 'description', content: 'Three days' }]);
  });
  it('names the event even when the data already holds its words', () => {
    expect(dataTitledMeta([event], 'Foyer Summit welcome')[0]).toEqual({ title: 'Foyer Summit welcome · Foyer Summit' });
  });
  it('gives no title without data (the event keeps its own)', () => {
    expect(dataTitledMeta([event], undefined)).toEqual([{ name: 'description', content: 'Three days' }]);
  });
});
