import { isVideoUrl } from '@foyer/landing/schema';
import { siteOrHttpLink } from '../social-media/safe-link.ts';

const VIDEO_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
}

/**
 * The privacy-friendlier player for a recording: YouTube through youtube-nocookie.com, Vimeo
 * with do-not-track. Null when the URL is not an https link of that provider with a video id
 * in it (the screen then offers no player rather than an arbitrary iframe).
 */
export function embedUrl(provider: string, value: string): string | null {
  if (provider !== 'youtube' && provider !== 'vimeo') return null;
  if (!isVideoUrl(value.trim())) return null;
  const url = new URL(value.trim());
  const isVimeo = url.hostname.includes('vimeo');
  if (provider === 'vimeo') {
    const id = isVimeo ? url.pathname.match(/^\/(?:video\/)?(\d+)(?:\/|$)/)?.[1] : null;
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  const id = isVimeo ? null : youtubeId(url);
  return id && VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` : null;
}

/** The URL an item plays from: the embed for YouTube/Vimeo, the file itself (http(s) or a site path) otherwise. */
export function playableSource(provider: string, value: string): { embed_url: string | null; file_url: string | null } {
  if (provider === 'file') return { embed_url: null, file_url: siteOrHttpLink(value) };
  return { embed_url: embedUrl(provider, value), file_url: null };
}
