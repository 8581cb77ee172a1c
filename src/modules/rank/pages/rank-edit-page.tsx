import { Card } from 'antd-mobile';
import { RANK_LIFECYCLE } from '@common/rank/contract';
import { StateTag } from '@/ui/publish/state-tag';
import { TransitionButtons } from '@/ui/publish/transition-buttons';
import { formatDateTime } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { rankDetail, rankReview, type ManagedRankDetail } from '../api';
import { EntryTable } from '../parts/entry-table';
import { RankForm, type RankFormValues } from '../parts/rank-form';
import styles from '../parts/rank.module.css';
import { RANK_MANAGE } from '../paths';
import { NewOrEditScreen, type NewOrEditSpec } from '@/ui/new-or-edit-screen';

const valuesOf = (r: ManagedRankDetail): Partial<RankFormValues> => ({
  title: r.title,
  period: r.period,
  description: r.description,
  figureLabel: r.figureLabel,
  figureUnit: r.figureUnit,
  entries: r.entries.map((e) => ({ orgId: e.orgId, orgName: e.orgName, figure: e.figure === null ? '' : String(e.figure), note: e.note })),
});

/** A published list is read here, not edited: withdraw it first (as notices are). */
function PublishedRank({ rank, refresh }: { rank: ManagedRankDetail; refresh: () => Promise<unknown> }) {
  return (
    <div className={styles.published}>
      <Card title={rank.title} extra={<StateTag lifecycle={RANK_LIFECYCLE} status={rank.status} />}>
        <p className={styles.meta}>
          {rank.period} · {rank.entryCount} 家企业 · {rank.publishedAt ? `发布于 ${formatDateTime(rank.publishedAt)}` : ''}
        </p>
        {rank.description ? <p className={styles.description}>{rank.description}</p> : null}
        <p className={styles.hint}>已发布的榜单不能直接修改，如需修改请先撤回。</p>
        <TransitionButtons review={rankReview} record={rank} actor="operator" layout="bar" onDone={refresh} />
      </Card>
      <EntryTable entries={rank.entries} figureLabel={rank.figureLabel} figureUnit={rank.figureUnit} caption="上榜企业" />
    </div>
  );
}

function EditRank({ id }: { id: number }) {
  const state = rankDetail.useItem(id);
  return (
    <Loaded state={state} notFoundText="榜单不存在或已被删除" backTo={RANK_MANAGE}>
      {(rank) =>
        rank.status === 'PUBLISHED' ? (
          <PublishedRank rank={rank} refresh={() => state.mutate()} />
        ) : (
          // Keyed by status: after a withdrawal the form starts from the list as it now is.
          <RankForm key={`${String(rank.id)}-${rank.status}`} id={rank.id} initialValues={valuesOf(rank)} />
        )
      }
    </Loaded>
  );
}

const SCREEN: NewOrEditSpec = { create: '新建榜单', edit: '编辑榜单', backTo: RANK_MANAGE, notFound: '榜单不存在或已被删除' };

/** /op/rankEdit: a new list, or with ?id= an existing one (the spec's path has no id). */
export default function RankEditPage() {
  return <NewOrEditScreen spec={SCREEN} create={<RankForm initialValues={{}} />} edit={(id) => <EditRank id={id} />} />;
}
