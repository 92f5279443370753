import { describe, expect, it } from 'vitest';
import { coarse, dashboardHref, parseDashboardQuery } from './dashboard-query.ts';

const q = (s: string, signedIn = true) => parseDashboardQuery(new URLSearchParams(s), signedIn);

describe('parseDashboardQuery', () => {
  it('opens on my events for signed-in people and on events near you for guests', () => {
    expect(q('').tab).toBe('mine');
    expect(q('', false).tab).toBe('near');
    expect(q('tab=past', false).tab).toBe('past');
  });

  it('falls back on bad values instead of failing', () => {
    expect(q('tab=nope').tab).toBe('mine');
    expect(q('tab=near&lat=91&lon=10')).toEqual({ tab: 'near', position: null });
    expect(q('tab=near&lat=x&lon=10').position).toBeNull();
    expect(q('tab=near&lat=10').position).toBeNull();
  });

  it('reads a position within range, edges included', () => {
    expect(q('tab=near&lat=-90&lon=180').position).toEqual({ lat: -90, lon: 180 });
    expect(q('tab=near&lat=52.23&lon=21.01').position).toEqual({ lat: 52.23, lon: 21.01 });
  });
});

describe('dashboardHref', () => {
  it('keeps only a coarse position in the URL', () => {
    expect(coarse(52.229712)).toBe(52.23);
    expect(dashboardHref('/demo', 'near', { lat: 52.229712, lon: 21.012229 })).toBe('/demo/dashboard?tab=near&lat=52.23&lon=21.01');
    expect(dashboardHref('', 'past')).toBe('/dashboard?tab=past');
  });
});
