import { DataTable } from '@/ui/data-table';
import { Loaded } from '@/ui/loaded';
import { MapView } from '@/ui/map-view';
import { chainOrgsOnMap } from '../api';
import { mapPath } from '../paths';
import { ChainFrame } from '../parts/chain-frame';
import styles from '../parts/industry.module.css';

function ChainMap({ chainId, name }: { chainId: number; name: string }) {
  const state = chainOrgsOnMap.useQuery(chainId);
  return (
    <Loaded state={state}>
      {({ list }) => (
        <>
          <MapView
            title={`${name}本地企业分布`}
            markers={list.map((o) => ({ id: o.orgId, name: o.name, lng: o.lng, lat: o.lat, description: `${o.nodes.join('、')}${o.products.length ? ` · ${o.products.join('、')}` : ''}` }))}
          />
          <div className={styles.card}>
            <DataTable
              caption={`${name}本地企业 ${String(list.length)} 家`}
              rows={list}
              rowKey={(o) => o.orgId}
              columns={[
                { key: 'name', title: '企业名称', strong: true, render: (o) => o.name },
                { key: 'county', title: '区县', render: (o) => o.county || '—' },
                { key: 'nodes', title: '所在环节', render: (o) => o.nodes.join('、') },
              ]}
            />
          </div>
        </>
      )}
    </Loaded>
  );
}

/** /op/im/map/{id}: the chain's local enterprises on the map, with the links they sit on. */
export default function MapPage() {
  return (
    <ChainFrame title="产业链企业地图" view={mapPath}>
      {({ chain }, chainId) => <ChainMap chainId={chainId} name={chain.name} />}
    </ChainFrame>
  );
}
