import { useCallback, useState } from 'react';
import { roundCoordinate, wgs84ToGcj02, type LngLat } from '@common/coords';

export type PositionState = { status: 'idle' | 'locating' } | { status: 'found'; point: LngLat } | { status: 'failed'; message: string };

/** `lng,lat` as the resource list's `near` takes it. */
export const nearText = (p: LngLat) => `${String(p.lng)},${String(p.lat)}`;

/**
 * The user's position when they allow it, in GCJ-02 like the park's places (a phone reports
 * WGS-84). Asked only on a tap, never on opening a screen.
 */
export function usePosition() {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', message: '当前浏览器不支持定位' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const gcj = wgs84ToGcj02({ lng: p.coords.longitude, lat: p.coords.latitude });
        setState({ status: 'found', point: { lng: roundCoordinate(gcj.lng), lat: roundCoordinate(gcj.lat) } });
      },
      (error) => setState({ status: 'failed', message: error.code === error.PERMISSION_DENIED ? '未获得定位权限，请在浏览器设置中允许定位' : '定位失败，请稍后重试' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);
  return { state, locate };
}
