import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm, MAX_RADIUS_KM, roundKm } from './geo.ts';

const warsaw = { lat: 52.2297, lon: 21.0122 };
const krakow = { lat: 50.0647, lon: 19.945 };
const berlin = { lat: 52.52, lon: 13.405 };

describe('haversineKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(warsaw, warsaw)).toBe(0);
    expect(haversineKm(warsaw, krakow)).toBeCloseTo(haversineKm(krakow, warsaw), 9);
  });

  it('matches known great-circle distances within 0.5%', () => {
    expect(haversineKm(warsaw, krakow)).toBeGreaterThan(250);
    expect(haversineKm(warsaw, krakow)).toBeLessThan(254);
    expect(haversineKm(warsaw, berlin)).toBeGreaterThan(515);
    expect(haversineKm(warsaw, berlin)).toBeLessThan(520);
    // One degree of latitude is about 111.2 km.
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.19, 1);
  });

  it('goes the short way across the antimeridian and stays finite for antipodes', () => {
    expect(haversineKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111.19, 1);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(MAX_RADIUS_KM, 6);
    expect(haversineKm({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(MAX_RADIUS_KM, 6);
  });

  it('orders places by distance from a point', () => {
    const places = { berlin, krakow, warsaw };
    const from = { lat: 52.4, lon: 16.9 }; // Poznań
    const order = Object.entries(places)
      .sort(([, a], [, b]) => haversineKm(from, a) - haversineKm(from, b))
      .map(([name]) => name);
    expect(order).toEqual(['berlin', 'warsaw', 'krakow']);
  });
});

describe('boundingBox', () => {
  it('contains every point of the circle it bounds', () => {
    const box = boundingBox(warsaw, 300);
    expect(box.lon).not.toBeNull();
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point ~299 km away in each direction (small-step walk along the bearing).
      const b = (bearing * Math.PI) / 180;
      const d = 299 / 6371.0088;
      const lat1 = (warsaw.lat * Math.PI) / 180;
      const lon1 = (warsaw.lon * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lon2 = lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const p = { lat: (lat2 * 180) / Math.PI, lon: (lon2 * 180) / Math.PI };
      expect(haversineKm(warsaw, p)).toBeLessThan(300);
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lon).toBeGreaterThanOrEqual(box.lon!.min);
      expect(p.lon).toBeLessThanOrEqual(box.lon!.max);
    }
  });

  it('does not narrow longitudes near a pole or across the antimeridian', () => {
    expect(boundingBox({ lat: 89, lon: 0 }, 500).lon).toBeNull();
    expect(boundingBox({ lat: 0, lon: 179 }, 500).lon).toBeNull();
    expect(boundingBox({ lat: 10, lon: 0 }, MAX_RADIUS_KM).lon).toBeNull();
  });
});

it('rounds distances to one decimal', () => {
  expect(roundKm(12.345)).toBe(12.3);
  expect(roundKm(0.04)).toBe(0);
});
