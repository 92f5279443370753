import type { ReactNode } from 'react';

/** Web addresses in a post: with a scheme (http/https only) or starting "www." (SPEC §9: https by default). */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence, not the address ("see www.foyer.test."). */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', "'", '"']);

/**
 * The address without the punctuation after it. A loop from the end, not /[.,…]+$/: that regex
 * tries every start inside a run of dots, so a 5,000-character post of them cost 11 ms a render.
 */
function withoutTrailing(raw: string): string {
  let end = raw.length;
  while (end > 0 && TRAILING.has(raw[end - 1]!)) end--;
  return raw.slice(0, end);
}

export interface TextPart {
  text: string;
  href?: string;
}

/** A post's text as plain parts and link parts; nothing in it becomes markup. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const raw = withoutTrailing(match[0]);
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    // Only a well-formed http(s) address is a link; anything else stays text.
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(href).protocol);
    } catch {
      ok = false;
    }
    parts.push(ok ? { text: raw, href } : { text: raw });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Text with its addresses as links that open in a new tab (SPEC §9). */
export function Linkified({ text }: { text: string }): ReactNode {
  return linkParts(text).map((part, i) =>
    part.href ? (
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
