import { Component, lazy, Suspense, type ReactNode } from 'react';
import styles from './map-view.module.css';
import { placeable } from './markers';
import type { MapViewProps } from './types';

// Leaflet and its CSS are loaded only by screens that show a map.
const LeafletMap = lazy(() => import('./leaflet-map'));

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className={styles.loading}>地图加载失败</p> : this.props.children;
  }
}

/** `<MapView markers={orgs.map(o => ({ id: o.id, name: o.fullname, lng: o.gaodelng, lat: o.gaodelat }))} />` */
export function MapView(props: MapViewProps) {
  const height = props.height ?? 360;
  const count = placeable(props.markers).length;
  return (
    <section
      className={styles.container}
      style={{ height }}
      aria-label={`${props.title ?? '地图'}，共 ${count} 个位置`}
    >
      <MapBoundary>
        <Suspense fallback={<p className={styles.loading}>地图加载中……</p>}>
          <LeafletMap {...props} />
        </Suspense>
      </MapBoundary>
    </section>
  );
}
