import { Button, Selector } from 'antd-mobile';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRICE_BANDS, RESOURCE_FILTER_LABELS, RESOURCE_TYPES, SIZE_BANDS } from '@common/carrier/rules';
import { ListPage } from '@/ui/list-page';
import { parks, resources, type ResourceItem, type ResourceQuery } from '../api';
import { RESOURCE_CARD } from '../parts/cards';
import styles from '../parts/carrier.module.css';
import { nearText, usePosition } from '../parts/use-position';
import { resourcePath, ZT_HOME } from '../paths';

const KMS = ['1', '3', '5', '10'];

/** 离我最近: asks for the position on a tap, then keeps it and the range in the address. */
function NearMe() {
  const [search, setSearch] = useSearchParams();
  const { state, locate } = usePosition();
  const near = search.get('near');
  const km = search.get('km') ?? '3';
  useEffect(() => {
    if (state.status !== 'found') return;
    setSearch((s) => {
      const next = new URLSearchParams(s);
      next.set('near', nearText(state.point));
      next.set('km', next.get('km') ?? '3');
      next.set('status', 'NOW');
      return next;
    }, { replace: true });
  }, [state, setSearch]);
  const setKm = (value: string) => setSearch((s) => new URLSearchParams({ ...Object.fromEntries(s), km: value }), { replace: true });
  const clear = () =>
    setSearch((s) => {
      const next = new URLSearchParams(s);
      next.delete('near');
      next.delete('km');
      return next;
    }, { replace: true });
  return (
    <div className={styles.toolbar}>
      {near ? (
        <>
          <span className={styles.note}>现可入驻、距我</span>
          <Selector aria-label="距离范围" options={KMS.map((k) => ({ label: `${k} km内`, value: k }))} value={[km]} onChange={(v) => v[0] && setKm(v[0])} />
          <Button size="small" onClick={clear}>取消定位</Button>
        </>
      ) : (
        <Button size="small" color="primary" fill="outline" loading={state.status === 'locating'} onClick={locate}>
          附近的空置房源
        </Button>
      )}
      {state.status === 'failed' ? <p className={styles.note} role="alert">{state.message}</p> : null}
    </div>
  );
}

/** /sc/zt/resourceList: spaces to let by size, rent, type and sub-park; "free now within N km of me" on a phone. */
export default function ResourceListPage() {
  const [search] = useSearchParams();
  const { data: areas } = parks.useQuery({});
  const near = search.get('near') ?? undefined;
  return (
    <ListPage<ResourceItem, ResourceQuery>
      title="房源"
      backTo={ZT_HOME}
      list={resources}
      header={<NearMe />}
      fixed={near ? { near, km: search.get('km') ?? '3' } : {}}
      filters={[
        { field: 'status', label: '状态', options: Object.entries(RESOURCE_FILTER_LABELS).map(([value, label]) => ({ label, value })) },
        { field: 'type', label: '类型', options: RESOURCE_TYPES.map((t) => ({ label: t, value: t })) },
        { field: 'sqm', label: '面积', options: [...SIZE_BANDS] },
        { field: 'price', label: '租金', options: [...PRICE_BANDS] },
        { field: 'parkId', label: '园区', options: (areas ?? []).map((p) => ({ label: p.name, value: String(p.id) })) },
      ]}
      card={RESOURCE_CARD}
      itemPath={(r) => resourcePath(r.id)}
      emptyText={near ? '附近暂无空置房源，可扩大范围' : '暂无符合条件的房源'}
    />
  );
}
