import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatRating } from '@common/service/rules';
import { Chart } from '@/ui/chart';
import { ListCard } from '@/ui/list-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty, LoadFailed } from '@/ui/states';
import { portrait, products, type OrgPortrait, type PublicProduct } from '../api';
import { ApplyPopup } from '../parts/apply-popup';
import { PRODUCT_CARD } from '../parts/cards';
import { Panel } from '../parts/panel';
import { RatingList } from '../parts/rating-list';
import styles from '../parts/service.module.css';
import { MY_APPLIES } from '../paths';
import { SPEC_STRINGS } from '@common/spec-strings';

function Products({ orgId, serving }: { orgId: number; serving: boolean }) {
  const list = products.useList({ orgId: String(orgId) });
  const [applying, setApplying] = useState<PublicProduct | null>(null);
  if (list.error) return <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0) return <p className={styles.muted}>{list.isLoading ? SPEC_STRINGS.loading : '暂无已发布的服务产品'}</p>;
  return (
    <>
      {list.items.map((p) => (
        <div key={p.id}>
          <ListCard item={p} spec={PRODUCT_CARD} />
          <p className={styles.prose}>{p.summary}</p>
          {serving && (
            <Button size="small" color="primary" fill="outline" onClick={() => setApplying(p)} aria-label={`申请 ${p.title}`}>
              申请服务
            </Button>
          )}
        </div>
      ))}
      {applying && <ApplyPopup product={applying} onClose={() => setApplying(null)} />}
    </>
  );
}

function Portrait({ o }: { o: OrgPortrait }) {
  return (
    <>
      <Panel title={o.name}>
        <p className={styles.muted}>
          {o.kind} · {o.categories.join('、')}
          {o.status === 'SUSPENDED' ? ' · 暂停服务' : ''}
        </p>
        <StatGrid
          label="服务概况"
          items={[
            { label: '服务产品', value: o.products },
            { label: '服务申请', value: o.applies },
            { label: '服务企业', value: o.served },
            { label: '满意度', value: formatRating(o.rating) },
          ]}
        />
        {o.intro && <p className={styles.prose}>{o.intro}</p>}
        {o.qualification && <p className={styles.prose}>资质：{o.qualification.split('\n').join('、')}</p>}
      </Panel>
      <Panel title="服务产品">
        <Products orgId={o.id} serving={o.status === 'ACTIVE'} />
      </Panel>
      <Panel title={`满意度分布（${String(o.ratings)} 条评价）`}>
        {o.ratings ? <Chart kind="bar" title="各星级评价数" unit="条" data={o.stars.map((s) => ({ name: `${String(s.stars)} 星`, value: s.count }))} height={200} /> : <Empty title="暂无评价" />}
      </Panel>
      <Panel title="企业评价">
        <RatingList items={o.comments.map((c) => ({ ...c, who: c.orgName }))} empty="暂无文字评价" />
      </Panel>
    </>
  );
}

/** /user/serviceInnovatePortrait/:id: a service organisation as enterprises see it, with its products to apply for. */
export default function PortraitPage() {
  const { id } = useParams();
  return (
    <PageFrame title="服务机构画像" backTo={MY_APPLIES}>
      <Loaded state={portrait.useItem(id)} notFoundText="服务机构不存在" backTo={MY_APPLIES}>
        {(o) => <Portrait o={o} />}
      </Loaded>
    </PageFrame>
  );
}
