import { describe, expect, it } from 'vitest';
import { distanceMetres, roundCoordinate, wgs84ToGcj02 } from './coords.js';

describe('WGS-84 → GCJ-02', () => {
  it('matches the published reference implementation (coordtransform) at Tiananmen', () => {
    const gcj = wgs84ToGcj02({ lng: 116.404, lat: 39.915 });
    expect(gcj.lng).toBeCloseTo(116.41024449916938, 10);
    expect(gcj.lat).toBeCloseTo(39.91640428150164, 10);
  });

  it('shifts points in Hangzhou and Suzhou by a few hundred metres, east and south', () => {
    for (const wgs of [
      { lng: 120.19, lat: 30.19 },
      { lng: 120.72, lat: 31.31 },
    ]) {
      const gcj = wgs84ToGcj02(wgs);
      const shift = distanceMetres(wgs, gcj);
      expect(shift).toBeGreaterThan(300);
      expect(shift).toBeLessThan(800);
      expect(gcj.lng).toBeGreaterThan(wgs.lng);
      expect(gcj.lat).toBeLessThan(wgs.lat);
    }
  });

  it('leaves points outside China unchanged', () => {
    expect(wgs84ToGcj02({ lng: 2.35, lat: 48.86 })).toEqual({ lng: 2.35, lat: 48.86 });
    expect(wgs84ToGcj02({ lng: 139.7, lat: 35.7 })).toEqual({ lng: 139.7, lat: 35.7 });
  });

  it('measures distances and rounds to six decimals', () => {
    // One degree of latitude is about 111.2 km.
    expect(distanceMetres({ lng: 120, lat: 30 }, { lng: 120, lat: 31 })).toBeCloseTo(111_195, -2);
    expect(roundCoordinate(120.1234564999)).toBe(120.123456);
    expect(roundCoordinate(30.1234565001)).toBe(30.123457);
  });
});
