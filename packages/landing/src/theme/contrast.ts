// WCAG 2.x relative luminance and contrast ratio, for colours organizers pick themselves.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#abc" or "#aabbcc" normalised to "#aabbcc"; anything else (names, rgb(), CSS tricks) is null. */
export function normalizeHex(value: string | null | undefined): string | null {
  const match = value?.trim().match(HEX);
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return `#${digits.toLowerCase()}`;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The preferred text colour when it is readable (4.5:1) on the background, else black or white, whichever reads better. */
export function readableOn(background: string, preferred: string | null): string {
  if (preferred && contrastRatio(preferred, background) >= 4.5) return preferred;
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
