import { Button, Tag } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { useSession } from '@/core/use-session';
import { hasPermission } from '@common/roles';
import {
  chainMap,
  chainTargets,
  TARGET_STATE_KEYS,
  TARGET_STATES,
  type IndustryTarget,
  type TargetQuery,
} from '../api';
import { IM_HOME } from '../paths';
import { ChainSwitch, useIdParam } from './chain-frame';
import { TargetPopup } from './target-popup';

const STATE_COLORS = {
  LEAD: 'default',
  CONTACTED: 'primary',
  VISITED: 'warning',
  SIGNED: 'success',
  DROPPED: 'default',
} as const;

/**
 * A chain's targets to attract (招商目标), as a list with state tabs: read and followed up on
 * /op/im/merchant and /op/im/invest, kept (added, edited, imported) on /op/indusManage/merchant.
 */
export function TargetsScreen({
  title,
  param,
  view,
  mode,
  header,
  actions,
}: {
  title: string;
  param: string;
  view: (id: number) => string;
  mode: 'follow' | 'manage';
  header?: ReactNode;
  actions?: ReactNode;
}) {
  const chainId = useIdParam(param);
  const nodes = chainMap.useQuery(chainId).data?.nodes ?? [];
  const [editing, setEditing] = useState<IndustryTarget | 'new' | null>(null);
  // 跟进 and 编辑 both save the target (industry/target/save), which asks for industry.manage.
  const mayEdit = hasPermission(useSession(), 'industry.manage');
  const card: CardSpec<IndustryTarget> = {
    title: 'name',
    subtitle: (t) => `${t.region} · ${t.scale}`,
    status: { tag: (t) => <Tag color={STATE_COLORS[t.state]}>{TARGET_STATES[t.state]}</Tag> },
    meta: [
      { label: '对应环节', value: (t) => t.nodeName || '—' },
      { label: '招引理由', value: 'reason' },
      { label: '跟进情况', value: (t) => t.note || '—' },
      { label: '更新时间', value: 'updatedAt', format: 'date' },
    ],
    extra: (t) =>
      mayEdit ? (
        <Button size="mini" color="primary" fill="outline" onClick={() => setEditing(t)}>
          {mode === 'manage' ? '编辑' : '跟进'}
        </Button>
      ) : null,
    table: { titleLabel: '企业名称', subtitleLabel: '地区 · 规模', extraLabel: '操作' },
  };
  return (
    <>
      <ListPage<IndustryTarget, TargetQuery>
        title={title}
        backTo={IM_HOME}
        list={chainTargets}
        fixed={{ chainId: String(chainId ?? 0) }}
        table
        tabs={{
          field: 'state',
          options: [
            { value: '', label: '全部' },
            ...TARGET_STATE_KEYS.map((s) => ({ value: s, label: TARGET_STATES[s] })),
          ],
        }}
        search={{ field: 'search', placeholder: '搜索企业名称' }}
        header={
          <>
            {chainId ? <ChainSwitch chainId={chainId} pathOf={view} /> : null}
            {header}
          </>
        }
        actions={
          mode === 'manage' ? (
            <>
              {actions}
              <Button size="small" color="primary" onClick={() => setEditing('new')}>
                新增目标
              </Button>
            </>
          ) : (
            actions
          )
        }
        card={card}
        columnsKey={`industry-targets-${mode}`}
        emptyText="暂无招商目标"
      />
      {editing && chainId ? (
        <TargetPopup
          chainId={chainId}
          nodes={nodes}
          target={editing}
          followUpOnly={mode === 'follow'}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
