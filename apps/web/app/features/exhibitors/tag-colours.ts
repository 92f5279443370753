/** Black or white text, whichever contrasts more with the tag's hex background (WCAG luminance). */
export function tagTextColour(hex: string): '#000000' | '#ffffff' {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#000000';
  const n = parseInt(m[1]!, 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  // contrast with black is (l+0.05)/0.05, with white 1.05/(l+0.05): pick the larger.
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export function tagBackground(hex: string): string {
  return /^#?[0-9a-f]{6}$/i.test(hex.trim()) ? `#${hex.trim().replace(/^#/, '')}` : '#e5e7eb';
}
