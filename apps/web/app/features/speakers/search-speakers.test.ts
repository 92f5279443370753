import { describe, expect, it } from 'vitest';
import { MAX_QUERY_CHARS, searchSpeakers, speakerQuery } from './search-speakers.ts';

const speakers = [
  { id: 1, first_name: 'Anna', last_name: 'Nowak', position: 'CTO', company: 'Carpathia AI' },
  { id: 2, first_name: 'Piotr', last_name: 'Zieliński', position: null, company: 'Baltic Data' },
];

describe('speaker search input', () => {
  it('searches at most five words of at most 100 characters', () => {
    expect(speakerQuery('  anna   nowak  ')).toBe('anna nowak');
    expect(speakerQuery('a '.repeat(7000))).toBe('a a a a a');
    expect(speakerQuery('q'.repeat(14_000))).toHaveLength(MAX_QUERY_CHARS);
  });

  it('finds the same speakers with a query padded to thousands of words, in linear time', () => {
    expect(searchSpeakers(speakers, 'nowak').map((s) => s.id)).toEqual([1]);
    const padded = `baltic ${'x '.repeat(7000)}`;
    // This process's CPU, not the wall clock: other test files share the two cores.
    const started = process.cpuUsage();
    for (let i = 0; i < 20; i++) searchSpeakers(speakers, padded);
    // Every word was compared with every field of every speaker: 7,000 words cost a request ~300 ms.
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });
});
