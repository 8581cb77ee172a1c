import { describe, expect, it, vi } from 'vitest';
import { appHref, boundsOf, isPlaceable, markersSignature, placeable, popupContent } from './markers';

const hangzhou = { id: 1, name: '甲公司', lng: 120.2, lat: 30.2 };
const suzhou = { id: 2, name: '乙公司', lng: 120.7, lat: 31.3 };

describe('map markers', () => {
  it('places only markers with usable GCJ-02 coordinates', () => {
    expect(isPlaceable(hangzhou)).toBe(true);
    expect(isPlaceable({ lng: 0, lat: 0 })).toBe(false);
    expect(isPlaceable({ lng: Number.NaN, lat: 30 })).toBe(false);
    expect(isPlaceable({ lng: 30.2, lat: 120.2 })).toBe(false); // swapped
    expect(placeable([hangzhou, { ...suzhou, lng: 0, lat: 0 }])).toEqual([hangzhou]);
  });

  it('fits the bounds around the markers', () => {
    expect(boundsOf([hangzhou, suzhou])).toEqual([
      [30.2, 120.2],
      [31.3, 120.7],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('builds the popup from text, with a link that navigates in the app', () => {
    const onOpen = vi.fn();
    const box = popupContent(
      { ...hangzhou, name: '<img src=x onerror=alert(1)>', description: '滨江区' },
      { href: '/innoweb/org/1', text: '查看详情', onOpen },
    );
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('strong')?.textContent).toBe('<img src=x onerror=alert(1)>');
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/innoweb/org/1');
    link.click();
    expect(onOpen).toHaveBeenCalledOnce();
    expect(popupContent(hangzhou, null).querySelector('a')).toBeNull();
  });

  it('writes app paths under the base and signs what the markers show', () => {
    expect(appHref('/org/1', '/innoweb/')).toBe('/innoweb/org/1');
    expect(appHref('org/1', '/innoweb/')).toBe('/innoweb/org/1');
    expect(markersSignature([hangzhou])).toBe(markersSignature([{ ...hangzhou }]));
    expect(markersSignature([hangzhou])).not.toBe(markersSignature([{ ...hangzhou, lat: 30.3 }]));
  });
});
