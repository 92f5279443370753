import { z } from 'zod';

// Whitespace, control characters and backslashes are refused outright: browsers strip or
// reinterpret them ("java\tscript:", "/\evil.example"), which is how scheme filters get bypassed.
function hasUnsafeChars(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return true;
  }
  return false;
}

function isHttpUrl(value: string): boolean {
  if (hasUnsafeChars(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Absolute http(s) URL, a root-relative path ("/uploads/a.png", not "//host") or a "#fragment". */
export function isSafeHref(value: string): boolean {
  if (hasUnsafeChars(value)) return false;
  if (value.startsWith('#')) return value.length > 1;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isHttpUrl(value);
}

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

export function isVideoUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname);
}

export const safeHrefSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine(isSafeHref, { message: 'Must be an http(s) URL or a path starting with /', params: { code: 'landing.url_invalid' } });

export const videoUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isVideoUrl, { message: 'Must be an https YouTube or Vimeo URL', params: { code: 'landing.video_url_invalid' } });
