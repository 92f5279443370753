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
});
