import { isVideoUrl } from '../schema/index.ts';

const VIDEO_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  return url.pathname.match(/^\/(?:video\/)?(\d+)(?:\/|$)/)?.[1] ?? null;
}

/** The privacy-friendlier player URL for a YouTube or Vimeo link, or null when no video id is in it. */
export function toEmbedUrl(value: string): string | null {
  if (!isVideoUrl(value)) return null;
  const url = new URL(value);
  if (url.hostname.includes('vimeo')) {
    const id = vimeoId(url);
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  const id = youtubeId(url);
  return id && VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
