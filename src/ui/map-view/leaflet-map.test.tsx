import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import LeafletMap from './leaflet-map';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('LeafletMap without tiles', () => {
  it('renders markers even though no tile can load', async () => {
    const host = document.createElement('div');
    host.style.width = '375px';
    host.style.height = '360px';
    document.body.appendChild(host);
    const markers = [
      { id: 1, name: '甲公司', lng: 120.2, lat: 30.2 },
      { id: 2, name: '乙公司', lng: 120.7, lat: 31.3 },
      { id: 3, name: '未定位', lng: 0, lat: 0 },
    ];
    const router = createMemoryRouter([
      {
        path: '/',
        element: <LeafletMap markers={markers} cluster={false} markerPath={(m) => `/org/${m.id}`} />,
      },
    ]);
    const root = createRoot(host);
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(host.querySelectorAll('.leaflet-marker-icon').length).toBe(2);
    expect(host.querySelector('[title="甲公司"]')).not.toBeNull();
    act(() => root.unmount());
    host.remove();
  });

  it('groups nearby markers into a cluster', async () => {
    // happy-dom has no layout: give the map a phone-sized box so clusters have a viewport.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
    const host = document.createElement('div');
    document.body.appendChild(host);
    const markers = Array.from({ length: 20 }, (_, i) => ({
      id: i,
      name: `企业${i}`,
      lng: 120.2 + i * 0.0001,
      lat: 30.2,
    }));
    const router = createMemoryRouter([{ path: '/', element: <LeafletMap markers={markers} /> }]);
    const root = createRoot(host);
    await act(async () => root.render(<RouterProvider router={router} />));
    const cluster = host.querySelector('.marker-cluster');
    expect(cluster?.textContent).toBe('20');
    act(() => root.unmount());
    host.remove();
    width.mockRestore();
    height.mockRestore();
  });
});
