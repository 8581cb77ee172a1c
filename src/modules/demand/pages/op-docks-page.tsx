import { Card } from 'antd-mobile';
import { DOCK_OUTCOMES } from '@common/demand/dock/model';
import { ListPage } from '@/ui/list-page';
import { StatGrid } from '@/ui/stat-grid';
import { dockStats, exportDocks, managedDocks, type DockManageQuery, type DockRow } from '../dock-api';
import { DOCK_CARD, DOCK_TABS } from '../parts/dock-card';

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${String(Math.round((part * 100) / whole))}%`);

function Summary() {
  const { data } = dockStats.useQuery({});
  const count = (list: { key: string; count: number }[] | undefined, key: string) =>
    list?.find((x) => x.key === key)?.count;
  return (
    <Card title="对接统计">
      <StatGrid
        label="对接状态"
        items={[
          { label: '全部对接', value: data?.total },
          { label: '待回复', value: count(data?.states, 'WAITING') },
          { label: '已接受', value: count(data?.states, 'ACCEPTED') },
          { label: '达成合作', value: count(data?.outcomes, 'DEAL'), testId: 'dock-deals' },
        ]}
      />
      <StatGrid
        label="匹配推荐的成效"
        items={[
          { label: '推荐对数', value: data?.suggested.pushed },
          { label: '产生对接', value: data?.suggested.docked },
          { label: '命中率', value: data ? percent(data.suggested.docked, data.suggested.pushed) : undefined },
          { label: '推荐成交', value: data?.suggested.deals },
        ]}
      />
    </Card>
  );
}

/** /op/cx/sendDockManage: every docking of the park, its statistics and the matching's hit rate, export. */
export default function OpDocksPage() {
  return (
    <ListPage<DockRow, DockManageQuery>
      list={managedDocks}
      header={<Summary />}
      exportTo={exportDocks}
      tabs={{ field: 'status', options: DOCK_TABS }}
      title="对接记录"
      backTo="/op/index"
      filters={[
        {
          field: 'outcome',
          label: '对接结果',
          options: [
            ...Object.entries(DOCK_OUTCOMES).map(([value, label]) => ({ label, value })),
            { label: '未登记', value: 'NONE' },
          ],
        },
      ]}
      search={{ field: 'search', placeholder: '搜索信息标题或单位名称' }}
      card={DOCK_CARD}
      emptyText="暂无对接记录"
    />
  );
}
