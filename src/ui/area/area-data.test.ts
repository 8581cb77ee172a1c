import { describe, expect, it } from 'vitest';
import { AREA_OPTIONS, areaLabels, CITY_OPTIONS } from './area-data';

describe('area data', () => {
  it('has 浙江省 (11 cities) and 江苏省 (13 cities), each city with its counties', () => {
    const count = (province: string) => AREA_OPTIONS.find((p) => p.value === province)?.children?.length;
    expect(count('浙江省')).toBe(11);
    expect(count('江苏省')).toBe(13);
    for (const province of AREA_OPTIONS) {
      for (const city of province.children ?? []) {
        expect(city.children?.length, city.label).toBeGreaterThan(2);
        const names = city.children!.map((c) => c.value);
        expect(new Set(names).size, city.label).toBe(names.length);
      }
    }
  });

  it('reads a value path as labels, stopping at unknown parts', () => {
    expect(areaLabels(AREA_OPTIONS, ['浙江省', '杭州市', '滨江区'])).toEqual(['浙江省', '杭州市', '滨江区']);
    expect(areaLabels(AREA_OPTIONS, ['江苏省', '苏州市', '苏州工业园区'])).toEqual([
      '江苏省',
      '苏州市',
      '苏州工业园区',
    ]);
    expect(areaLabels(AREA_OPTIONS, ['江苏省', '火星市'])).toEqual(['江苏省']);
    expect(areaLabels(AREA_OPTIONS, undefined)).toEqual([]);
    expect(CITY_OPTIONS[0]?.children?.[0]?.children).toBeUndefined();
  });
});
