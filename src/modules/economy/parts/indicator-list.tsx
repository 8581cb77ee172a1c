import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { quoted } from '@common/quoted';
import type { CardSpec } from '@/ui/list-page';
import { ListPage } from '@/ui/list-page';
import {
  INDICATOR_TYPES,
  INDICATOR_TYPE_LABELS,
  KIND_LABELS,
  enableIndicator,
  indicators,
  isIndicatorType,
  removeIndicator,
  type IndicatorQuery,
  type IndicatorRowItem,
} from '../api';
import { IndicatorForm } from './indicator-form';

const TYPE_TABS = INDICATOR_TYPES.map((t) => ({ label: INDICATOR_TYPE_LABELS[t], value: t }));
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ label, value }));
const ENABLED_OPTIONS = [
  { label: '启用', value: '1' },
  { label: '停用', value: '0' },
];

const CARD: CardSpec<IndicatorRowItem> = {
  title: 'name',
  subtitle: (r) => r.code,
  status: { tag: (r) => (r.enabled ? KIND_LABELS[r.kind as 'REPORTED'] : `${KIND_LABELS[r.kind as 'REPORTED']}（停用）`) },
  meta: [
    { label: '单位', value: 'unit' },
    { label: '频度', value: 'frequency' },
    { label: '计算公式', value: (r) => r.formula },
    { label: '统计口径', value: 'scope' },
    { label: '已报数据', value: (r) => (r.kind === 'REPORTED' ? `${String(r.records)} 条` : '') },
  ],
  table: { titleLabel: '指标名称', subtitleLabel: '编码', extraLabel: '操作' },
};

/**
 * A type's indicator definitions (/op/economy/indicator/:type and, with `manage`,
 * indicatorManage/:type): the type as tabs, filters by kind and state; managing adds 新增, 编辑,
 * 停用/启用 and 删除.
 */
export function IndicatorList({ manage, pathFor }: { manage: boolean; pathFor: (type: string) => string }) {
  const { type: param = '' } = useParams();
  const type = isIndicatorType(param) ? param : 'industry';
  const [editing, setEditing] = useState<IndicatorRowItem | null | 'new'>(null);
  const reported = indicators.useList({ type, kind: 'REPORTED' }, { pageSize: 100, enabled: manage }).items;
  const remove = async (r: IndicatorRowItem) => {
    if (await Dialog.confirm({ content: `确定删除指标${quoted(r.name)}吗？` }))
      await removeIndicator({ id: r.id }).catch(() => undefined);
  };
  const card: CardSpec<IndicatorRowItem> = manage
    ? {
        ...CARD,
        extra: (r) => (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            <Button size="mini" onClick={() => setEditing(r)}>
              编辑
            </Button>
            <Button size="mini" onClick={() => void enableIndicator({ id: r.id, enabled: !r.enabled }).catch(() => undefined)}>
              {r.enabled ? '停用' : '启用'}
            </Button>
            <Button size="mini" color="danger" fill="outline" onClick={() => void remove(r)}>
              删除
            </Button>
          </span>
        ),
      }
    : CARD;
  return (
    <>
      <ListPage<IndicatorRowItem, IndicatorQuery>
        key={`${String(manage)}-${type}`}
        title={manage ? '指标管理' : '指标定义'}
        backTo="/op/index"
        list={indicators}
        tabs={{ field: 'type', options: TYPE_TABS, param: 'type', pathFor }}
        filters={[
          { field: 'kind', label: '指标类别', options: KIND_OPTIONS, allLabel: '全部类别' },
          { field: 'enabled', label: '状态', options: ENABLED_OPTIONS, allLabel: '全部状态' },
        ]}
        search={{ field: 'search', placeholder: '搜索指标名称或编码' }}
        card={card}
        table
        emptyText={`暂无${INDICATOR_TYPE_LABELS[type]}指标`}
        actions={
          manage ? (
            <Button size="small" color="primary" onClick={() => setEditing('new')}>
              新增指标
            </Button>
          ) : undefined
        }
      />
      {manage ? (
        <IndicatorForm
          type={type}
          editing={editing === 'new' ? null : editing}
          reported={reported}
          visible={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
