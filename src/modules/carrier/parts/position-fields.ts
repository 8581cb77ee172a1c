import type { FormField } from '@/ui/form-page';

export interface PositionValues {
  address: string;
  lng: number;
  lat: number;
}

/** Address and GCJ-02 position of a place on the park map (the carrier's and the directory's forms). */
export function positionFields<V extends PositionValues>(addressMax: number): FormField<V>[] {
  return [
    { name: 'address', label: '地址', type: 'text', required: '请填写地址', min: 2, max: addressMax, group: '位置' },
    { name: 'lng', label: '经度', type: 'number', required: '请填写经度', min: 73, max: 136, help: '高德地图（GCJ-02）坐标，可在高德地图坐标拾取器中查得' },
    { name: 'lat', label: '纬度', type: 'number', required: '请填写纬度', min: 3, max: 54 },
  ] as FormField<V>[];
}
