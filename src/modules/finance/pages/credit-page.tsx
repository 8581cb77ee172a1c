import { StatGrid } from '@/ui/stat-grid';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { credit, type CreditView } from '../api';
import { CreditProductCard } from '../parts/credit-product';
import styles from '../parts/finance.module.css';
import { OrgOnly } from '../parts/org-only';
import { SUPERMARKET_LIST } from '../paths';

function Profile({ profile: p }: { profile: CreditView['profile'] }) {
  return (
    <section className={styles.card} aria-label="信用画像">
      <h2 className={styles.cardTitle}>{p.orgName}</h2>
      <StatGrid
        label="信用画像"
        items={[
          { label: p.score ? `${String(p.score.year)} 年创新积分` : '创新积分', value: p.score ? p.score.total.toFixed(1) : '暂无', testId: 'credit-score' },
          { label: '纳税档次', value: p.taxBand ?? '暂无' },
          { label: '放款完成', value: `${String(p.loans.granted)} 笔` },
        ]}
      />
      <dl className={styles.facts}>
        <dt>企业类别</dt>
        <dd>{p.category || '—'}</dd>
        <dt>成立年限</dt>
        <dd>{p.years === null ? '未登记' : `${String(p.years)} 年（${p.setupDate.slice(0, 10)}）`}</dd>
        <dt>注册资本</dt>
        <dd>{p.registerCapital} 万元</dd>
        {p.score && (
          <>
            <dt>积分排名</dt>
            <dd>
              园区第 {p.score.parkRank} 名 / {p.score.scored} 家
            </dd>
          </>
        )}
        <dt>实缴税费</dt>
        <dd>{p.taxPaid ? `${String(p.taxPaid.value)} 万元（${String(p.taxPaid.year)} 年）` : '暂无经审核的数据'}</dd>
        <dt>发明专利</dt>
        <dd>{p.inventionPatents ? `${String(p.inventionPatents.value)} 件` : '暂无经审核的数据'}</dd>
        <dt>在本平台贷款</dt>
        <dd>
          放款 {p.loans.grantedAmount} 万元 · 办理中 {p.loans.open} 笔
        </dd>
      </dl>
      <p className={styles.hint}>画像来自企业认证信息与经审核的创新积分填报数据，仅供参考，最终以金融机构审批为准。</p>
    </section>
  );
}

function CreditBody() {
  const view = credit.useQuery({});
  if (view.error) return <LoadFailed error={view.error} onRetry={() => void view.mutate()} />;
  if (!view.data) return <LoadingCards count={3} lines={4} />;
  const { profile, products } = view.data;
  const fits = products.filter((p) => p.qualifies).length;
  return (
    <>
      <Profile profile={profile} />
      <h2 className={styles.cardTitle} style={{ margin: '16px 12px 0' }}>
        可申请的产品（符合 {fits} / {products.length}）
      </h2>
      {products.length === 0 ? <Empty title="暂无已发布的金融产品" /> : products.map((p) => <CreditProductCard key={p.id} p={p} />)}
    </>
  );
}

/** /supermarket/credit: the enterprise's credit profile, the products it qualifies for (积分贷 with its indicative limit) and what it could change for the others. */
export default function CreditPage() {
  return (
    <PageFrame title="信用画像与积分贷" backTo={SUPERMARKET_LIST}>
      <OrgOnly doing="查看信用画像">
        <CreditBody />
      </OrgOnly>
    </PageFrame>
  );
}
