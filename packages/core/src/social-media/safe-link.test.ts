import { describe, expect, it } from 'vitest';
import { httpLink, siteOrHttpLink } from './safe-link.ts';

describe('httpLink', () => {
  it('keeps absolute http(s) URLs, trimmed', () => {
    expect(httpLink(' https://x.test/a ')).toBe('https://x.test/a');
    expect(httpLink('HTTP://x.test')).toBe('HTTP://x.test');
  });
  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x',
    'vbscript:x', '//evil.test', '/local/path', 'x.test', 'https://', 'https://x.test/a b', 'https:\\\\evil.test', '', null, undefined,
  ])('refuses %j', (value) => {
    expect(httpLink(value)).toBeNull();
  });
});

describe('siteOrHttpLink', () => {
  it('also keeps root-relative paths of this site', () => {
    expect(siteOrHttpLink('/uploads/a.pdf')).toBe('/uploads/a.pdf');
    expect(siteOrHttpLink('https://cdn.test/a.pdf')).toBe('https://cdn.test/a.pdf');
  });
  it.each(['//evil.test/a', 'javascript:alert(1)', '#top', 'uploads/a.pdf', '/\\evil.test'])('refuses %j', (value) => {
    expect(siteOrHttpLink(value)).toBeNull();
  });
});
