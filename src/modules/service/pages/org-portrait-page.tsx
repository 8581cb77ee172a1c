import { useParams } from 'react-router-dom';
import { isOperator, isService } from '@common/roles';
import { formatRating } from '@common/service/rules';
import { useSession } from '@/core/use-session';
import { formatDate } from '@/ui/format';
import { ListCard, type CardSpec } from '@/ui/list-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty } from '@/ui/states';
import { enterprisePortrait, type EnterprisePortrait } from '../api';
import { CaseTag } from '../parts/case-tag';
import { Panel } from '../parts/panel';
import styles from '../parts/service.module.css';
import { myApplyPath, myRequirePath, opApplyPath, opRequirePath, receivedApplyPath } from '../paths';

type Apply = EnterprisePortrait['applies'][number];
type Require = EnterprisePortrait['requires'][number];
type Counts = EnterprisePortrait['applyCounts'];
type Viewer = 'enterprise' | 'provider' | 'operator';

const APPLY_CARD: CardSpec<Apply> = {
  title: 'title',
  subtitle: 'partner',
  status: { tag: (a) => <CaseTag kind="APPLY" status={a.status} /> },
  tags: (a) => [a.category],
  meta: [
    { label: '满意度', value: (a) => (a.rating === null ? '' : `${String(a.rating)} 星`), hidden: (a) => a.rating === null },
    { label: '申请时间', value: 'createdAt', format: 'datetime' },
  ],
};

const REQUIRE_CARD: CardSpec<Require> = {
  title: 'title',
  subtitle: (q) => q.partner || '待选定服务机构',
  status: { tag: (q) => <CaseTag kind="REQUIRE" status={q.status} /> },
  tags: (q) => [q.category],
  meta: [
    { label: '应答机构', value: (q) => `${String(q.answers)} 家` },
    { label: '发布时间', value: 'createdAt', format: 'datetime' },
  ],
};

const applyPath: Record<Viewer, (id: number) => string> = { enterprise: myApplyPath, provider: receivedApplyPath, operator: opApplyPath };
const requirePath: Record<Viewer, (id: number) => string> = { enterprise: myRequirePath, provider: myRequirePath, operator: opRequirePath };

const countsOf = (c: Counts, labels: readonly [string, string, string]) => [
  { label: labels[0], value: c.TOAUDIT + c.AUDITING },
  { label: labels[1], value: c.PASS },
  { label: labels[2], value: c.BACK },
  { label: '合计', value: c.total },
];

function Portrait({ p, viewer }: { p: EnterprisePortrait; viewer: Viewer }) {
  const mine = p.scope === 'MINE';
  return (
    <>
      <Panel title={p.name}>
        <p className={styles.muted}>{[p.industry, p.category].filter(Boolean).join(' · ') || '未登记行业与企业类别'}</p>
        <StatGrid
          label="服务概况"
          items={[
            { label: '服务申请', value: p.applyCounts.total },
            { label: '服务需求', value: p.requireCounts.total },
            { label: '评价次数', value: p.ratings.length },
            { label: '平均评价', value: formatRating(p.rating) },
          ]}
        />
        {mine && <p className={styles.muted}>以下仅列出该企业与本机构之间的申请、需求与评价。</p>}
      </Panel>
      <Panel title="服务申请">
        <StatGrid label="服务申请状态" items={countsOf(p.applyCounts, ['办理中', '已完成', '未受理'])} />
        {p.applies.length === 0 ? <Empty title="暂无服务申请" /> : p.applies.map((a) => <ListCard key={a.id} item={a} spec={APPLY_CARD} path={applyPath[viewer](a.id)} />)}
      </Panel>
      <Panel title="服务需求">
        <StatGrid label="服务需求状态" items={countsOf(p.requireCounts, ['对接中', '已解决', '已关闭'])} />
        {p.requires.length === 0 ? <Empty title="暂无服务需求" /> : p.requires.map((q) => <ListCard key={q.id} item={q} spec={REQUIRE_CARD} path={requirePath[viewer](q.id)} />)}
      </Panel>
      <Panel title="给出的评价">
        {p.ratings.length === 0 ? (
          <Empty title="暂无评价" />
        ) : (
          p.ratings.map((r, i) => (
            <div key={i} className={styles.comment}>
              <div>
                {'★'.repeat(r.rating)} {r.comment}
              </div>
              <div className={styles.muted}>
                {r.provider} · {r.product} · {formatDate(r.at)}
              </div>
            </div>
          ))
        )}
      </Panel>
    </>
  );
}

/** /user/orgPortrait/:id: an enterprise as the service side sees it (common/service/README.md). */
export default function OrgPortraitPage() {
  const { id } = useParams();
  const user = useSession();
  const viewer: Viewer = user && isOperator(user) ? 'operator' : user && isService(user) ? 'provider' : 'enterprise';
  return (
    <PageFrame title="企业服务画像">
      <Loaded state={enterprisePortrait.useItem(id)} notFoundText="企业不存在">
        {(p) => <Portrait p={p} viewer={viewer} />}
      </Loaded>
    </PageFrame>
  );
}
