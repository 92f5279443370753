import { describe, expect, it } from 'vitest';
import { httpHref, mailHref, mapHref, socialLinks, telHref } from './event-links.ts';

describe('event info links', () => {
  it('lets only http(s) links out', () => {
    expect(httpHref('https://summit.example')).toBe('https://summit.example');
    expect(httpHref('javascript:alert(1)')).toBeNull();
    expect(httpHref('java\tscript:x')).toBeNull();
    expect(httpHref('//evil.example')).toBeNull();
    expect(httpHref(null)).toBeNull();
  });

  it('lists the social profiles that are links, in a fixed order', () => {
    const none = { facebook_profile: null, twitter_profile: null, linked_profile: null, instagram_profile: null, youtube_profile: null };
    expect(socialLinks({ ...none, youtube_profile: 'https://yt.test/x', facebook_profile: 'https://fb.test/x', twitter_profile: 'not a url' })).toEqual([
      { name: 'Facebook', href: 'https://fb.test/x' },
      { name: 'YouTube', href: 'https://yt.test/x' },
    ]);
  });

  it('builds tel:, mailto: and map links, or none', () => {
    expect(telHref('22 123 45 67', '+48')).toBe('tel:+48221234567');
    expect(telHref(null, '+48')).toBeNull();
    expect(mailHref('hello@demo.test')).toBe('mailto:hello@demo.test');
    expect(mailHref('nope')).toBeNull();
    expect(mapHref(52.2247, 20.9539)).toBe('https://www.openstreetmap.org/?mlat=52.2247&mlon=20.9539#map=16/52.2247/20.9539');
    expect(mapHref(null, 20)).toBeNull();
    expect(mapHref(91, 20)).toBeNull();
  });
});
