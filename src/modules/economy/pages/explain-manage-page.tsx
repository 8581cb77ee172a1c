import { ListPage, type CardSpec } from '@/ui/list-page';
import { AddButton, RecordActions, confirmDelete, useEditing } from '@/ui/record-actions';
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
const monthOf = (r: ExplainRowItem) => `${String(r.year)}年${String(r.month)}月`;

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
  const editing = useEditing<ExplainRowItem>();
  const choices = useIndicatorChoices();
  const card: CardSpec<ExplainRowItem> = {
    title: 'indicatorName',
    subtitle: monthOf,
    status: { tag: (r) => typeLabel(r.indicatorType) },
    meta: [
      { label: '说明', value: 'content' },
      { label: '更新时间', value: 'updatedAt', format: 'datetime' },
    ],
    extra: (r) => (
      <RecordActions
        label={`${monthOf(r)}${r.indicatorName}`}
        actions={[
          { text: '编辑', onClick: () => editing.edit(r) },
          {
            text: '删除',
            tone: 'danger',
            onClick: () =>
              confirmDelete({ title: '删除数据说明', what: '数据说明', name: `${monthOf(r)}·${r.indicatorName}`, remove: () => removeExplain({ id: r.id }) }),
          },
        ]}
      />
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
        actions={<AddButton text="新增说明" onClick={editing.add} />}
      />
      {editing.popup((item, close) => (
        <ExplainForm editing={item ?? null} indicators={choices} visible onClose={close} />
      ))}
    </>
  );
}
