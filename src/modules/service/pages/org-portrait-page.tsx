import { useParams } from 'react-router-dom';
import { isOperator, isService } from '@common/roles';
import { formatRating } from '@common/service/rules';
import { useSession } from '@/core/use-session';
import { ListCard, type CardSpec } from '@/ui/list-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty } from '@/ui/states';
import { enterprisePortrait, type EnterprisePortrait } from '../api';
import { CaseTag } from '../parts/case-tag';
import { Panel } from '../parts/panel';
import { RatingList } from '../parts/rating-list';
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

/** Open, finished, closed and all records of one kind, in the words of that kind. */
const byState = (c: Counts, open: string, done: string, closed: string) =>
  ([[open, c.TOAUDIT + c.AUDITING], [done, c.PASS], [closed, c.BACK], ['合计', c.total]] as const).map(([label, value]) => ({ label, value }));

function Portrait({ p, viewer }: { p: EnterprisePortrait; viewer: Viewer }) {
  const { profile } = p;
  const summary = { 服务申请: p.applyCounts.total, 服务需求: p.requireCounts.total, 评价次数: p.ratings.length, 平均评价: formatRating(p.rating) };
  return (
    <>
      <Panel title={profile.name}>
        <p className={styles.muted}>{[profile.industry, profile.category].filter(Boolean).join(' · ') || '未登记行业与企业类别'}</p>
        <StatGrid label="服务概况" items={Object.entries(summary).map(([label, value]) => ({ label, value }))} />
        {p.scope === 'MINE' && <p className={styles.muted}>以下仅列出该企业与本机构之间的申请、需求与评价。</p>}
      </Panel>
      <Panel title="服务申请">
        <StatGrid label="服务申请状态" items={byState(p.applyCounts, '办理中', '已完成', '未受理')} />
        {p.applies.length === 0 ? <Empty title="暂无服务申请" /> : p.applies.map((a) => <ListCard key={a.id} item={a} spec={APPLY_CARD} path={applyPath[viewer](a.id)} />)}
      </Panel>
      <Panel title="服务需求">
        <StatGrid label="服务需求状态" items={byState(p.requireCounts, '未解决', '已解决', '已关闭')} />
        {p.requires.length === 0 ? <Empty title="暂无服务需求" /> : p.requires.map((q) => <ListCard key={q.id} item={q} spec={REQUIRE_CARD} path={requirePath[viewer](q.id)} />)}
      </Panel>
      <Panel title="给出的评价">
        <RatingList items={p.ratings.map((r) => ({ ...r, who: r.provider }))} empty="暂无评价" />
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
