import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { OP_HOME } from '@/core/nav';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { FILL_PHASE, FILL_PHASES, fillRounds, type FillRound, type RoundsQuery } from '../api';
import { baseOf, roundDataPath, roundEditPath, roundOrgsPath, type FillBase } from '../paths';
import styles from '../parts/fill.module.css';

const PHASE_TABS = [
  { label: '全部', value: '' },
  ...FILL_PHASES.map((p) => ({ label: FILL_PHASE[p], value: p })),
];

function cardFor(base: FillBase): CardSpec<FillRound> {
  return {
    title: 'name',
    subtitle: (r) => `${String(r.year)}年度数据 · ${r.startDate} 至 ${r.endDate}`,
    tags: (r) => [r.phaseLabel],
    meta: [
      { label: '参与企业', value: (r) => `${String(r.orgCount)}家` },
      { label: '待审核', value: (r) => String(r.counts.TOAUDIT) },
      { label: '申请退回', value: (r) => String(r.counts.BACK) },
      { label: '审核通过', value: (r) => String(r.counts.PASS) },
      { label: '未提交', value: (r) => String(r.counts.UNFILLED + r.counts.DRAFT) },
      { label: '创建人', value: 'authorName' },
    ],
    extra: (r) => (
      <span className={styles.actions}>
        <Link to={roundDataPath(base, r.id)}>填报数据</Link>
        {r.closed ? null : <Link to={roundEditPath(base, r.id)}>编辑</Link>}
      </span>
    ),
    table: { titleLabel: '批次名称', subtitleLabel: '年度 · 填报时间', extraLabel: '操作' },
  };
}

/**
 * /integral/fill and /op/integral/fill (one screen): the park's fill rounds by phase, searched by
 * name; a round opens its progress per organisation; 新建 opens the round form.
 */
export default function FillRoundsPage() {
  const base = baseOf(useLocation().pathname);
  const card = useMemo(() => cardFor(base), [base]);
  return (
    <ListPage<FillRound, RoundsQuery>
      title="创新积分填报"
      backTo={OP_HOME}
      list={fillRounds}
      tabs={{ field: 'phase', options: PHASE_TABS }}
      search={{ field: 'search', placeholder: '搜索批次名称' }}
      card={card}
      table
      itemPath={(r) => roundOrgsPath(base, r.id)}
      createPath={roundEditPath(base)}
      createLabel="新建"
      emptyText="暂无填报批次"
    />
  );
}
