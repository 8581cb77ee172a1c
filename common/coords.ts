/**
 * WGS-84 → GCJ-02 (the "Mars" datum that Gaode/AMap and Tencent maps draw in). Orgs carry both:
 * longitude/latitude in WGS-84, gaodelng/gaodelat for the map pins.
 *
 * This is the widely published reverse-engineered formula (eviltransform, coordtransform), with
 * the Krasovsky 1940 ellipsoid constants it uses.
 */

export interface LngLat {
  lng: number;
  lat: number;
}

const SEMI_MAJOR_AXIS = 6378245.0;
const ECCENTRICITY_SQUARED = 0.006693421622965943;

/** GCJ-02 only applies inside mainland China; elsewhere the coordinates pass through unchanged. */
export function outOfChina({ lng, lat }: LngLat): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function latitudeShift(x: number, y: number): number {
  let shift = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  shift += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  shift += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  shift += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320.0 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return shift;
}

function longitudeShift(x: number, y: number): number {
  let shift = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  shift += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  shift += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  shift += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return shift;
}

export function wgs84ToGcj02(point: LngLat): LngLat {
  if (outOfChina(point)) return { ...point };
  const { lng, lat } = point;
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - ECCENTRICITY_SQUARED * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  const dLat =
    (latitudeShift(lng - 105.0, lat - 35.0) * 180.0) /
    (((SEMI_MAJOR_AXIS * (1 - ECCENTRICITY_SQUARED)) / (magic * sqrtMagic)) * Math.PI);
  const dLng =
    (longitudeShift(lng - 105.0, lat - 35.0) * 180.0) /
    ((SEMI_MAJOR_AXIS / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lng: lng + dLng, lat: lat + dLat };
}

/** Six decimals is about 0.1 m: what map APIs hand out, and it keeps stored values tidy. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Great-circle distance in metres (haversine), for keeping points near their park. */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h));
}
