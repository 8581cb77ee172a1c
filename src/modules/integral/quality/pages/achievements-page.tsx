import { Button, Card, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasPermission } from '@common/roles';
import { quoted } from '@common/quoted';
import { OP_HOME } from '@/core/nav';
import { useSession } from '@/core/use-session';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { StatGrid } from '@/ui/stat-grid';
import type { Option } from '@/ui/status';
import {
  ACHIEVEMENT_TYPE_LABELS,
  ACHIEVEMENT_TYPES,
  achievementExport,
  achievements,
  achievementTotals,
  deleteAchievement,
  type AchievementItem,
  type AchievementQuery,
} from '../api';
import { AchievementForm } from '../parts/achievement-form';
import { ptsText, wanText } from '../parts/format';
import styles from '../parts/quality.module.css';

const TYPE_OPTIONS: Option[] = ACHIEVEMENT_TYPES.map((t) => ({ value: t, label: ACHIEVEMENT_TYPE_LABELS[t] }));
const SOURCE_OPTIONS: Option[] = [
  { value: 'ENTERED', label: '运营登记' },
  { value: 'DECLARE', label: '政策申报' },
];
const thisYear = new Date().getFullYear();
const YEAR_OPTIONS: Option[] = [0, 1, 2, 3].map((back) => ({ value: String(thisYear - back), label: `${String(thisYear - back)}年` }));

/** The totals of what the filters show. */
function Totals() {
  const [search] = useSearchParams();
  const query: AchievementQuery = {
    type: search.get('type') ?? undefined,
    source: search.get('source') ?? undefined,
    year: search.get('year') ?? undefined,
    search: search.get('search') ?? undefined,
  };
  const { data, error } = achievementTotals.useQuery(query);
  if (error) return <p className={styles.basis}>合计加载失败，下拉可重试。</p>;
  const t = data?.totals;
  const of = (type: (typeof ACHIEVEMENT_TYPES)[number]) => t?.byType.find((b) => b.type === type);
  return (
    <Card className={styles.card}>
      <StatGrid
        label="成果合计"
        items={[
          { label: '成果数', value: t ? `${String(t.count)}项` : undefined, testId: 'achievement-count' },
          { label: '金额合计', value: t ? wanText(t.amount) : undefined, testId: 'achievement-amount' },
          { label: '涉及企业', value: t ? `${String(t.orgCount)}家` : undefined },
        ]}
      />
      <StatGrid
        label="按类型"
        items={ACHIEVEMENT_TYPES.map((type) => {
          const b = of(type);
          return {
            label: b && b.amount > 0 ? `${ACHIEVEMENT_TYPE_LABELS[type]} · ${wanText(b.amount)}` : ACHIEVEMENT_TYPE_LABELS[type],
            value: b ? `${String(b.count)}项` : undefined,
          };
        })}
      />
    </Card>
  );
}

/**
 * /integral/achievements: what the park's scores earned — 积分贷, 政策扶持, 培育入库, 其他 entered by
 * operators, and the approved policy declarations of scored enterprises — with totals; 登记, 编辑
 * and 删除 (after a confirmation) for holders of integral.achievement.
 */
export default function AchievementsPage() {
  const mayEdit = hasPermission(useSession(), 'integral.achievement');
  const [editing, setEditing] = useState<AchievementItem | 'new' | null>(null);
  const remove = async (a: AchievementItem) => {
    if (a.id === null) return;
    const ok = await Dialog.confirm({
      title: '删除成果记录',
      content: `确定删除${quoted(a.fullname)}的这条${a.typeLabel}记录吗？删除后不可恢复。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok) await deleteAchievement(a.id).catch(() => undefined);
  };
  const card: CardSpec<AchievementItem> = {
    title: 'fullname',
    subtitle: (a) => [a.industryName, a.total === null ? '' : `最近年度积分${ptsText(a.total)}`].filter(Boolean).join(' · '),
    tags: (a) => [a.typeLabel, a.sourceLabel],
    meta: [
      { label: '金额', value: (a) => (a.amount === null ? '' : wanText(a.amount)) },
      { label: '日期', value: 'date', format: 'date' },
      { label: '说明', value: 'note' },
    ],
    extra: (a) =>
      mayEdit && a.source === 'ENTERED' ? (
        <div className={styles.actions} role="group" aria-label={`${a.fullname} ${a.typeLabel} 的操作`}>
          <Button size="mini" onClick={() => setEditing(a)}>
            编辑
          </Button>
          <Button size="mini" color="danger" fill="outline" onClick={() => void remove(a)}>
            删除
          </Button>
        </div>
      ) : null,
    table: { titleLabel: '企业名称', subtitleLabel: '行业 · 积分' },
  };
  return (
    <>
      <ListPage<AchievementItem, AchievementQuery>
        title="积分应用成果"
        backTo={OP_HOME}
        list={achievements}
        exportTo={achievementExport}
        search={{ field: 'search', placeholder: '搜索企业名称' }}
        filters={[
          { field: 'type', label: '类型', options: TYPE_OPTIONS, display: 'chips' },
          { field: 'source', label: '来源', options: SOURCE_OPTIONS },
          { field: 'year', label: '年份', options: YEAR_OPTIONS },
        ]}
        header={<Totals />}
        card={card}
        table
        itemKey={(a) => a.key}
        emptyText="暂无积分应用成果"
        actions={
          mayEdit ? (
            <Button size="mini" color="primary" fill="none" onClick={() => setEditing('new')}>
              登记
            </Button>
          ) : null
        }
      />
      {editing ? <AchievementForm item={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
