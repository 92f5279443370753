import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed.ts';

describe('videoEmbed', () => {
  it('embeds YouTube without cookies and Vimeo with do-not-track', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=aqz-KE-bpKQ')?.src).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(videoEmbed('https://youtu.be/aqz-KE-bpKQ')?.src).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(videoEmbed('https://www.youtube.com/shorts/aqz-KE-bpKQ')?.host).toBe('youtube.com');
    expect(videoEmbed('https://vimeo.com/76979871')?.src).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
  });

  it('only links anything else', () => {
    expect(videoEmbed('https://example.com/film.mp4')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoEmbed('not a url')).toBeNull();
    expect(videoEmbed(null)).toBeNull();
  });
});
