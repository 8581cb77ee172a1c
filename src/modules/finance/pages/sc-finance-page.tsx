import { Button, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { ChipTabs } from '@/ui/chip-tabs';
import { MapView, type MapMarker } from '@/ui/map-view';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { INSTITUTION_KINDS, institutions, type PublicInstitution } from '../api';
import styles from '../parts/finance.module.css';
import { InstitutionProducts } from '../parts/institution-products';
import { SUPERMARKET_LIST } from '../paths';

const markerOf = (i: PublicInstitution): MapMarker[] =>
  i.lng === null || i.lat === null ? [] : [{ id: i.id, name: i.name, lng: i.lng, lat: i.lat, description: `${i.kind} · ${i.address}` }];

function InstitutionCard({ i, open, onToggle }: { i: PublicInstitution; open: boolean; onToggle: () => void }) {
  return (
    <section className={styles.card} aria-label={i.name}>
      <h3 className={styles.cardTitle}>
        {i.name} <Tag fill="outline">{i.kind}</Tag>
      </h3>
      {i.address && <p className={styles.text}>地址：{i.address}</p>}
      {i.intro && <p className={styles.text}>{i.intro}</p>}
      <div className={styles.actions}>
        <Button size="small" color={open ? 'default' : 'primary'} fill="outline" disabled={i.products === 0} onClick={onToggle}>
          {i.products === 0 ? '暂无已发布产品' : open ? '收起产品' : `查看产品（${String(i.products)}）`}
        </Button>
      </div>
      {open && <InstitutionProducts institutionId={i.id} />}
    </section>
  );
}

/** /sc/finance: the park's banks and financial institutions on the map, each with its published products. */
export default function ScFinancePage() {
  const [search, setSearch] = useSearchParams();
  const kind = search.get('kind') ?? '';
  const openId = Number(search.get('id') ?? 0);
  const all = institutions.useQuery({});
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next, { replace: true });
  };
  const shown = (all.data ?? []).filter((i) => !kind || i.kind === kind);
  const kinds = INSTITUTION_KINDS.filter((k) => (all.data ?? []).some((i) => i.kind === k));
  return (
    <PageFrame title="园区金融服务" backTo="/index">
      {all.error ? (
        <LoadFailed error={all.error} onRetry={() => void all.mutate()} />
      ) : !all.data ? (
        <LoadingCards count={3} lines={3} />
      ) : (
        <>
          <MapView
            title="金融机构分布"
            height={240}
            markers={shown.flatMap(markerOf)}
            onMarkerClick={(m) => set({ id: String(m.id) })}
            markerPath={() => SUPERMARKET_LIST}
            linkText="去金融超市"
          />
          <ChipTabs
            label="机构类型"
            tabs={[{ key: '', title: `全部（${String(all.data.length)}）` }, ...kinds.map((k) => ({ key: k, title: k }))]}
            activeKey={kind}
            onChange={(k) => set({ kind: k, id: '' })}
          />
          {shown.length === 0 ? (
            <Empty title="暂无金融机构" />
          ) : (
            shown.map((i) => <InstitutionCard key={i.id} i={i} open={openId === i.id} onToggle={() => set({ id: openId === i.id ? '' : String(i.id) })} />)
          )}
        </>
      )}
    </PageFrame>
  );
}
