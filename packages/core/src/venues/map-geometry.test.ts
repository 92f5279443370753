import { describe, expect, it } from 'vitest';
import { clampPercent, mapsUrl } from './map-geometry.ts';

describe('clampPercent', () => {
  it('keeps pins on the picture', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(33.3333)).toBe(33.33);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampPercent(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('mapsUrl', () => {
  it('uses coordinates when valid, else the address, else nothing', () => {
    expect(mapsUrl(52.2, 20.9, 'x')).toBe('https://www.openstreetmap.org/?mlat=52.2&mlon=20.9#map=17/52.2/20.9');
    expect(mapsUrl(95, 20.9, 'Rynek 1 & 2')).toBe('https://www.openstreetmap.org/search?query=Rynek%201%20%26%202');
    expect(mapsUrl(null, null, '  ')).toBeNull();
  });
});
