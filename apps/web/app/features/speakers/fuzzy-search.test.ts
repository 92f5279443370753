import { describe, expect, it } from 'vitest';
import { fuzzyScore, fuzzySearch } from './fuzzy-search.ts';
import { searchSpeakers } from './search-speakers.ts';

const people = [
  { first_name: 'Jan', last_name: 'Kowalski', position: 'CTO', company: 'Acme' },
  { first_name: 'Anna', last_name: 'Wiśniewska', position: 'Designer', company: 'Globex' },
  { first_name: 'John', last_name: 'Smith', position: 'Marketing lead', company: 'Initech' },
];

describe('fuzzyScore', () => {
  it('is 0 for an exact substring and grows with typos', () => {
    expect(fuzzyScore('kowal', 'Kowalski')).toBe(0);
    expect(fuzzyScore('Kowalsky', 'Kowalski')).toBeCloseTo(1 / 8);
    expect(fuzzyScore('xyz', 'Kowalski')).toBe(1);
  });
  it('ignores case and diacritics', () => {
    expect(fuzzyScore('wisniewska', 'Wiśniewska')).toBe(0);
  });
});

describe('fuzzySearch', () => {
  it('finds a one-letter typo', () => {
    expect(searchSpeakers(people, 'Kowalsky').map((p) => p.last_name)).toEqual(['Kowalski']);
  });
  it('respects the 0.2 threshold', () => {
    // two errors in eight letters is 0.25: rejected
    expect(searchSpeakers(people, 'Kowalsxy')).toEqual([]);
    // two errors in ten letters is exactly 0.2: accepted
    expect(searchSpeakers(people, 'Wisniewzkq').map((p) => p.first_name)).toEqual(['Anna']);
    expect(fuzzySearch(['abcdefghij'], 'abcdefghXY', (s) => [s])).toEqual(['abcdefghij']);
  });
  it('covers first name, last name, position and company', () => {
    expect(searchSpeakers(people, 'Anna')).toHaveLength(1);
    expect(searchSpeakers(people, 'Designer')[0]!.last_name).toBe('Wiśniewska');
    expect(searchSpeakers(people, 'Initech')[0]!.first_name).toBe('John');
    expect(searchSpeakers(people, 'jan acme')).toHaveLength(1);
  });
  it('keeps everything for an empty query', () => {
    expect(searchSpeakers(people, '  ')).toHaveLength(3);
  });
});
