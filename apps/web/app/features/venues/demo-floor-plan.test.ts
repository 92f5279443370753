import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const svg = readFileSync(new URL('../../../public/media/demo-floor-plan.svg', import.meta.url), 'utf8');

describe('the demo floor plan (public/media/demo-floor-plan.svg)', () => {
  it('draws no words, only stand codes and the venue’s name: it reads the same in every language', () => {
    // Rooms are named by the venue screen, under each pin, in the visitor's language (venue-map.tsx).
    const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.trim());
    expect(texts).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'B3']);
    expect([...svg.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual(['EXPO XXI']);
    expect(svg).not.toMatch(/<(tspan|textPath|foreignObject)\b/);
  });
});
