import { Button, Card } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { distanceKm } from '@common/carrier/rules';
import type { MapLayer, MapLayers } from '@common/carrier/map/contract';
import { ChipTabs } from '@/ui/chip-tabs';
import { Loaded } from '@/ui/loaded';
import { MapView, type MapMarker } from '@/ui/map-view';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { mapLayers } from '../api';
import styles from '../parts/carrier.module.css';
import { usePosition } from '../parts/use-position';
import { directoryPath, ZT_HOME, ztPath } from '../paths';

/** Where a marker of each layer leads. */
const PATH_OF: Record<MapLayer, (id: number) => string> = {
  CARRIER: ztPath,
  PLATFORM: (id) => directoryPath('PLATFORM', id),
  INVESTOR: (id) => directoryPath('INVESTOR', id),
  FINANCE: (id) => `/supermarket?institutionId=${String(id)}`,
};
/** Pins cluster only when the map is crowded; a park's few dozen places stay single pins. */
const CLUSTER_FROM = 40;

type Layer = MapLayers['layers'][number];
interface Placed extends MapMarker {
  layer: MapLayer;
  layerLabel: string;
  path: string;
  km: number | null;
}

function ParkMap({ data }: { data: MapLayers }) {
  const [hidden, setHidden] = useState<ReadonlySet<MapLayer>>(new Set());
  const [view, setView] = useState('map');
  const { state, locate } = usePosition();
  const me = state.status === 'found' ? state.point : null;
  const placed = useMemo(
    () =>
      data.layers
        .filter((l) => !hidden.has(l.key))
        .flatMap((l: Layer) =>
          l.markers.map((m) => ({
            ...m,
            id: `${l.key}-${String(m.id)}`,
            layer: l.key,
            layerLabel: l.label,
            path: PATH_OF[l.key](m.id),
            km: me ? Math.round(distanceKm(me, m) * 10) / 10 : null,
          })),
        )
        .sort((a, b) => (a.km ?? 0) - (b.km ?? 0)),
    [data, hidden, me],
  );
  const toggle = (key: MapLayer) =>
    setHidden((h) => {
      const next = new Set(h);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const byId = new Map(placed.map((p) => [p.id, p]));
  return (
    <div className={styles.stack}>
      <div className={styles.chips} role="group" aria-label="图层">
        {data.layers.map((l) => (
          <Button key={l.key} size="small" shape="rounded" color={hidden.has(l.key) ? 'default' : 'primary'} fill={hidden.has(l.key) ? 'outline' : 'solid'} aria-pressed={!hidden.has(l.key)} onClick={() => toggle(l.key)}>
            {l.label} {l.count}
          </Button>
        ))}
      </div>
      <div className={styles.toolbar}>
        <ChipTabs label="显示方式" tabs={[{ key: 'map', title: '地图' }, { key: 'list', title: '列表' }]} activeKey={view} onChange={setView} />
        <Button size="small" fill="outline" loading={state.status === 'locating'} onClick={locate}>
          {me ? '已定位，按距离排序' : '离我最近'}
        </Button>
      </div>
      {state.status === 'failed' ? <p className={styles.note} role="alert">{state.message}</p> : null}
      {view === 'map' ? (
        <MapView
          title="创新地图"
          height={420}
          markers={me ? [...placed, { id: 'me', name: '我的位置', lng: me.lng, lat: me.lat }] : placed}
          center={[data.center.lat, data.center.lng]}
          cluster={placed.length >= CLUSTER_FROM}
          markerPath={(m) => byId.get(String(m.id))?.path ?? ''}
        />
      ) : placed.length ? (
        <Card>
          <ul className={styles.rows} aria-label="地图上的位置">
            {placed.map((p: Placed) => (
              <li key={p.id}>
                <Link to={p.path}>
                  {p.name}
                  <span className={styles.note}> · {p.layerLabel}</span>
                </Link>
                <span className={styles.note}>{p.km === null ? p.description : `${String(p.km)} km`}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <Empty title="请至少打开一个图层" />
      )}
    </div>
  );
}

/** /sc/map: the park's carriers, platforms, investors and financial institutions on one map. */
export default function MapPage() {
  return (
    <PageFrame title="创新地图" backTo={ZT_HOME}>
      <Loaded state={mapLayers.useQuery({})}>{(data) => <ParkMap data={data} />}</Loaded>
    </PageFrame>
  );
}
