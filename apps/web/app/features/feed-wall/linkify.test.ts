import { describe, expect, it } from 'vitest';
import { linkParts } from './linkify.tsx';

describe('links in a post', () => {
  it('turns addresses into https links, leaving the sentence’s punctuation outside', () => {
    expect(linkParts('Slides: www.foyer.test/slides. Thanks!')).toEqual([{ text: 'Slides: ' }, { text: 'www.foyer.test/slides', href: 'https://www.foyer.test/slides' }, { text: '. Thanks!' }]);
    expect(linkParts('(see http://example.com/a?b=1)')).toEqual([{ text: '(see ' }, { text: 'http://example.com/a?b=1', href: 'http://example.com/a?b=1' }, { text: ')' }]);
  });

  it('never makes a link of another scheme or of markup', () => {
    expect(linkParts('javascript:alert(1) <img src=x onerror=alert(1)>')).toEqual([{ text: 'javascript:alert(1) <img src=x onerror=alert(1)>' }]);
    expect(linkParts('https://"><script>alert(1)</script>').every((p) => !p.href || !p.href.includes('<'))).toBe(true);
  });

  it('reads a post that is one address followed by thousands of dots in linear time', () => {
    const post = `http://a${'.'.repeat(5000)}x ${'!'.repeat(4000)}`;
    // This process's CPU, not the wall clock: other test files share the two cores.
    const started = process.cpuUsage();
    for (let i = 0; i < 20; i++) expect(linkParts(post)[0]).toEqual({ text: `http://a${'.'.repeat(5000)}x`, href: `http://a${'.'.repeat(5000)}x` });
    // The regex it replaces took about 11 ms a call here (220 ms for these 20).
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(60);
    expect(linkParts('www.foyer.test/a.)!')).toEqual([{ text: 'www.foyer.test/a', href: 'https://www.foyer.test/a' }, { text: '.)!' }]);
  });
});
