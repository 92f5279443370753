/**
 * The privacy-friendly embed of a promotion film: YouTube through youtube-nocookie.com, Vimeo
 * with do-not-track. Null for anything else (then the film is only linked). Nothing of the
 * provider loads until the visitor asks for it.
 */
export function videoEmbed(url: string | null | undefined): { src: string; host: string } | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^www\.|^m\./, '');
  const id = (v: string | null | undefined) => (v && /^[\w-]{6,20}$/.test(v) ? v : null);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = id(u.searchParams.get('v')) ?? id(u.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]);
    return v ? { src: `https://www.youtube-nocookie.com/embed/${v}?autoplay=1`, host: 'youtube.com' } : null;
  }
  if (host === 'youtu.be') {
    const v = id(u.pathname.slice(1));
    return v ? { src: `https://www.youtube-nocookie.com/embed/${v}?autoplay=1`, host: 'youtube.com' } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = u.pathname.match(/(\d{5,12})/)?.[1];
    return v ? { src: `https://player.vimeo.com/video/${v}?dnt=1&autoplay=1`, host: 'vimeo.com' } : null;
  }
  return null;
}
