import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { ListPage, type CardSpec } from '@/ui/list-page';
import {
  INDICATOR_TYPES,
  INDICATOR_TYPE_LABELS,
  explains,
  indicators,
  removeExplain,
  type ExplainQuery,
  type ExplainRowItem,
  type IndicatorRowItem,
  type IndicatorType,
} from '../api';
import { ExplainForm, recentMonths } from '../parts/explain-form';

const TYPE_OPTIONS = INDICATOR_TYPES.map((t) => ({ label: INDICATOR_TYPE_LABELS[t], value: t }));
const typeLabel = (type: string) => INDICATOR_TYPE_LABELS[type as IndicatorType] ?? '';

/** Every enabled indicator of the three types, as the form's choices: 工业经济 · 规上工业总产值. */
function useIndicatorChoices() {
  const options = { pageSize: 100 };
  const byType: Record<IndicatorType, IndicatorRowItem[]> = {
    industry: indicators.useList({ type: 'industry', enabled: '1' }, options).items,
    invest: indicators.useList({ type: 'invest', enabled: '1' }, options).items,
    finance: indicators.useList({ type: 'finance', enabled: '1' }, options).items,
  };
  return INDICATOR_TYPES.flatMap((type) =>
    byType[type].map((i) => ({ label: `${INDICATOR_TYPE_LABELS[type]} · ${i.name}`, value: String(i.id) })),
  );
}

/**
 * /op/economy/explainManage: 数据说明 — why an indicator's month looks as it does, one per
 * indicator and month, printed in the month's brief; 新增, 编辑 and 删除 (after confirming).
 */
export default function ExplainManagePage() {
  const [editing, setEditing] = useState<ExplainRowItem | null | 'new'>(null);
  const choices = useIndicatorChoices();
  const remove = async (r: ExplainRowItem) => {
    const what = `${String(r.year)}年${String(r.month)}月${r.indicatorName}`;
    if (await Dialog.confirm({ content: `确定删除${what}的数据说明吗？删除后不能恢复。` }))
      await removeExplain({ id: r.id }).catch(() => undefined);
  };
  const card: CardSpec<ExplainRowItem> = {
    title: 'indicatorName',
    subtitle: (r) => `${String(r.year)}年${String(r.month)}月`,
    status: { tag: (r) => typeLabel(r.indicatorType) },
    meta: [
      { label: '说明', value: 'content' },
      { label: '更新时间', value: (r) => r.updatedAt.slice(0, 16).replace('T', ' ') },
    ],
    extra: (r) => (
      <span style={{ display: 'inline-flex', gap: 8 }}>
        <Button size="mini" onClick={() => setEditing(r)}>
          编辑
        </Button>
        <Button size="mini" color="danger" fill="outline" onClick={() => void remove(r)}>
          删除
        </Button>
      </span>
    ),
    table: { titleLabel: '指标', subtitleLabel: '月份', extraLabel: '操作' },
  };
  return (
    <>
      <ListPage<ExplainRowItem, ExplainQuery>
        title="数据说明管理"
        backTo="/op/index"
        list={explains}
        filters={[
          { field: 'type', label: '指标类型', options: TYPE_OPTIONS, allLabel: '全部类型' },
          { field: 'period', label: '月份', options: recentMonths(), allLabel: '全部月份' },
        ]}
        search={{ field: 'search', placeholder: '搜索指标名称或说明内容' }}
        card={card}
        table
        emptyText="暂无数据说明"
        actions={
          <Button size="small" color="primary" onClick={() => setEditing('new')}>
            新增说明
          </Button>
        }
      />
      <ExplainForm
        editing={editing === 'new' ? null : editing}
        indicators={choices}
        visible={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
