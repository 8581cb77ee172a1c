import { Button, Dialog } from 'antd-mobile';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { quoted } from '@common/quoted';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { NotFound } from '@/ui/states';
import {
  closeRound,
  removeRound,
  FILL_STATE,
  FILL_STATES,
  fillProgress,
  fillProgressSummary,
  operatorMayWrite,
  type FillProgressItem,
  type ProgressQuery,
} from '../api';
import {
  auditPath,
  baseOf,
  opFillPath,
  positiveId,
  roundDataPath,
  roundEditPath,
  roundsPath,
  type FillBase,
} from '../paths';
import { FillStateTag, PhaseTag } from '../parts/heading';
import styles from '../parts/fill.module.css';

const TITLE = '填报进度';
const STATE_TABS = [
  { label: '全部', value: '' },
  ...FILL_STATES.map((s) => ({ label: FILL_STATE[s], value: s })),
];

function cardFor(
  base: FillBase,
  roundId: number,
  mayFill: (item: FillProgressItem) => boolean,
): CardSpec<FillProgressItem> {
  return {
    title: 'fullname',
    subtitle: (r) => [r.creditCode, r.industryName, r.area].filter(Boolean).join(' · '),
    tags: (r) => [r.filledByOperator && '运营代填'],
    meta: [
      { label: '已填', value: (r) => `${String(r.filledCount)}/${String(r.fieldCount)}项` },
      { label: '待审核', value: (r) => (r.pendingCount ? `${String(r.pendingCount)}项` : '') },
      { label: '退回', value: (r) => (r.backCount ? `${String(r.backCount)}项` : '') },
      { label: '通过', value: (r) => (r.passCount ? `${String(r.passCount)}项` : '') },
      { label: '提交时间', value: 'submittedAt', format: 'datetime' },
    ],
    extra: (r) => (
      <span className={styles.actions}>
        <FillStateTag state={r.state} />
        {r.state === 'TOAUDIT' || r.state === 'BACK' || r.state === 'PASS' ? (
          <Link to={auditPath(base, roundId, r.orgId)} aria-label={`审核${r.fullname}`}>
            {r.state === 'TOAUDIT' ? '审核' : '查看'}
          </Link>
        ) : null}
        {mayFill(r) ? (
          <Link to={opFillPath(roundId, r.orgId)} aria-label={`代填${r.fullname}`}>
            代填
          </Link>
        ) : null}
      </span>
    ),
    table: { titleLabel: '企业名称', subtitleLabel: '信用代码 · 行业 · 园区', extraLabel: '状态与操作' },
  };
}

/** The round, its counts per state (whatever the list shows) and its actions. */
function Summary({ base, roundId }: { base: FillBase; roundId: number }) {
  const summary = fillProgressSummary.useQuery(roundId);
  const navigate = useNavigate();
  const data = summary.data;
  if (!data) return null;
  const { round, counts } = data;
  const close = async () => {
    const ok = await Dialog.confirm({
      title: '结束填报',
      content: `确定结束${quoted(round.name)}吗？结束后企业不能再填写或重新提交，已提交的仍可审核。`,
      confirmText: '结束填报',
      cancelText: '取消',
    });
    if (ok)
      await closeRound(round.id).then(
        () => summary.mutate(),
        () => undefined,
      );
  };
  // A round nobody has written to yet may go altogether.
  const untouched = counts.DRAFT + counts.TOAUDIT + counts.BACK + counts.PASS === 0;
  const remove = async () => {
    const ok = await Dialog.confirm({
      title: '删除批次',
      content: `确定删除${quoted(round.name)}吗？还没有企业填写过数据，删除后不可恢复。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok)
      await removeRound(round.id).then(
        () => navigate(roundsPath(base), { replace: true }),
        () => undefined,
      );
  };
  return (
    <div className={styles.card}>
      <p className={styles.headRow}>
        <strong>
          {round.name}（{round.year}年度数据）
        </strong>
        <PhaseTag phase={round.phase} label={round.phaseLabel} />
      </p>
      <p className={styles.hint}>
        {round.startDate} 至 {round.endDate}
      </p>
      <StatGrid
        label="各填报状态的企业数"
        items={FILL_STATES.map((s) => ({ label: FILL_STATE[s], value: counts[s], testId: `count-${s}` }))}
      />
      <div className={styles.actions}>
        <Button size="small" onClick={() => void navigate(roundDataPath(base, round.id))}>
          填报数据
        </Button>
        {round.closed ? null : (
          <>
            <Button size="small" onClick={() => void navigate(roundEditPath(base, round.id))}>
              编辑批次
            </Button>
            <Button size="small" color="danger" fill="outline" onClick={() => void close()}>
              结束填报
            </Button>
          </>
        )}
        {untouched ? (
          <Button size="small" color="danger" fill="none" onClick={() => void remove()}>
            删除批次
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /integral/fill/orgs/:id and /op/integral/fill/orgs/:id (one screen): a round's progress per
 * enterprise — counts per state, the list by state and name, 审核 and 代填.
 */
export default function FillOrgsPage() {
  const base = baseOf(useLocation().pathname);
  const roundId = positiveId(useParams().id);
  const navigate = useNavigate();
  const summary = fillProgressSummary.useQuery(roundId);
  const round = summary.data?.round;
  const card = useMemo(
    () =>
      cardFor(base, roundId ?? 0, (r) =>
        round ? operatorMayWrite(round.phase, round.closed, r.state) : false,
      ),
    [base, roundId, round],
  );
  if (!roundId || summary.notFound)
    return (
      <PageFrame title={TITLE} backTo={roundsPath(base)}>
        <NotFound title="填报批次不存在" onBack={() => void navigate(roundsPath(base))} />
      </PageFrame>
    );
  return (
    <ListPage<FillProgressItem, ProgressQuery>
      title={TITLE}
      backTo={roundsPath(base)}
      list={fillProgress}
      fixed={{ id: String(roundId) }}
      tabs={{
        field: 'state',
        options: STATE_TABS,
        counts: summary.data ? { ...summary.data.counts } : undefined,
      }}
      search={{ field: 'search', placeholder: '搜索企业名称或信用代码' }}
      header={<Summary base={base} roundId={roundId} />}
      card={card}
      table
      itemKey={(r) => r.orgId}
      emptyText="没有符合条件的企业"
    />
  );
}
