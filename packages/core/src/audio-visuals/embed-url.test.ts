import { describe, expect, it } from 'vitest';
import { embedUrl, playableSource } from './embed-url.ts';

describe('embedUrl', () => {
  it('turns YouTube links into youtube-nocookie players', () => {
    for (const url of ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/shorts/aqz-KE-bpKQ']) {
      expect(embedUrl('youtube', url)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    }
  });
  it('turns Vimeo links into do-not-track players', () => {
    expect(embedUrl('vimeo', 'https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });
  it.each([
    ['youtube', 'https://evil.test/watch?v=aqz-KE-bpKQ'],
    ['youtube', 'http://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['youtube', 'https://www.youtube.com/watch?v=<script>'],
    ['youtube', 'https://vimeo.com/76979871'],
    ['vimeo', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['file', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
  ])('gives no player for %s %s', (provider, url) => {
    expect(embedUrl(provider, url)).toBeNull();
  });
});

describe('playableSource', () => {
  it('plays files from http(s) or site paths only', () => {
    expect(playableSource('file', '/media/a.mp3')).toEqual({ embed_url: null, file_url: '/media/a.mp3' });
    expect(playableSource('file', 'javascript:alert(1)')).toEqual({ embed_url: null, file_url: null });
  });
});
