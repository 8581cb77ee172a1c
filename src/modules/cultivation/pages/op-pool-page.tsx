import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OP_HOME } from '@/core/nav';
import { ListPage, type BatchAction, type CardSpec } from '@/ui/list-page/index';
import { revalidateResources } from '@/ui/resource';
import { cultivationPool, cultivationTiers, libraryOptions, poolCounts, poolExport, poolExportSelected, POOL_STAGES, type PoolListItem, type PoolQuery, type PoolStage } from '../api';
import { evaluationPath, OP_CULTIVATION_EDIT } from '../paths';
import { LIBRARY_CARD, libraryFilters } from '../parts/library-card';
import { MovePopup, type MoveTarget } from '../parts/move-popup';

const STAGES = Object.keys(POOL_STAGES) as PoolStage[];

/** /op/cultivation: the pool for operators — every enterprise's evaluation and stage; move them with a note, export. */
export default function OpPoolPage() {
  const [search] = useSearchParams();
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const tiers = cultivationTiers.useQuery({}).data?.list ?? [];
  const options = libraryOptions.useQuery({}).data;
  const query: PoolQuery = Object.fromEntries(['tierId', 'industry', 'county', 'gap', 'search'].map((k) => [k, search.get(k) ?? undefined]));
  const counts = poolCounts.useQuery(query).data?.counts;

  const moveOne = (r: PoolListItem): MoveTarget => ({
    orgIds: [r.orgId],
    title: r.name,
    stage: r.pool?.stage ?? null,
    tierId: r.pool?.tierId ?? r.next?.tierId ?? r.reached?.tierId ?? null,
  });
  const card: CardSpec<PoolListItem> = {
    ...(LIBRARY_CARD as unknown as CardSpec<PoolListItem>),
    meta: [
      ...(LIBRARY_CARD.meta as unknown as NonNullable<CardSpec<PoolListItem>['meta']>),
      { label: '培育目标', value: (r) => r.pool?.tierName || '—' },
      { label: '说明', value: (r) => r.pool?.note || '—' },
    ],
    extra: (r) => (
      <Button size="mini" color="primary" fill="outline" onClick={() => setMoving(moveOne(r))}>
        调整阶段
      </Button>
    ),
    table: { titleLabel: '企业名称', subtitleLabel: '行业 · 区县', extraLabel: '操作' },
  };
  const batch: BatchAction<PoolListItem>[] = STAGES.map((stage) => ({
    text: `移入${POOL_STAGES[stage]}`,
    run: (items) => {
      setMoving({ orgIds: items.map((i) => i.orgId), title: `已选 ${String(items.length)} 家企业`, stage, tierId: items[0]?.pool?.tierId ?? items[0]?.next?.tierId ?? null });
      return Promise.resolve();
    },
  }));

  return (
    <>
      <ListPage<PoolListItem, PoolQuery>
        title="企业培育库"
        backTo={OP_HOME}
        list={cultivationPool}
        tabs={{
          field: 'stage',
          options: [{ value: '', label: '全部' }, ...STAGES.map((s) => ({ value: s, label: POOL_STAGES[s] }))],
          counts,
        }}
        search={{ field: 'search', placeholder: '搜索企业名称' }}
        filters={libraryFilters(tiers, options?.industries ?? [], options?.counties ?? [])}
        card={card}
        itemKey={(r) => r.orgId}
        itemPath={(r) => evaluationPath(r.orgId)}
        exportTo={poolExport}
        exportSelected={(items) => poolExportSelected(items.map((i) => i.orgId))}
        batchActions={batch}
        createPath={OP_CULTIVATION_EDIT}
        createLabel="梯度与标准"
        columnsKey="cultivation-pool"
        emptyText="没有符合条件的企业"
      />
      {moving ? (
        <MovePopup
          target={moving}
          tiers={tiers}
          onClose={(moved) => {
            setMoving(null);
            if (moved) void revalidateResources([cultivationPool, poolCounts]);
          }}
        />
      ) : null}
    </>
  );
}
