import { Card, Grid } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { ITEM_KIND_KEYS } from '@common/demand/model';
import { ListPage } from '@/ui/list-page';
import { StatGrid } from '@/ui/stat-grid';
import { itemStats, type ItemStats, type PublicItem, type PublicQuery } from '../api';
import { kindOptions, PUBLIC_SCREENS } from '../cx/screens';
import { PUBLIC_LIST } from '../parts/public-list';
import { SHOWCASE_WALL } from '../paths';
import styles from '../parts/cx.module.css';

const LINKS = [...PUBLIC_SCREENS.map((s) => ({ path: s.path, title: s.title })), { path: SHOWCASE_WALL, title: '企业风采' }];

function Hub({ stats }: { stats: ItemStats | undefined }) {
  const count = (kind: string) => stats?.kinds.find((k) => k.kind === kind)?.count;
  return (
    <Card>
      <nav aria-label="产需对接栏目">
        <Grid columns={3} gap={8}>
          {LINKS.map((l) => (
            <Grid.Item key={l.path}>
              <Link className={styles.link} to={l.path}>
                {l.title}
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </nav>
      <StatGrid
        label="已发布的信息"
        items={[
          { label: '需求', value: count('DEMAND'), testId: 'cx-demands' },
          { label: '产品与服务', value: stats ? (count('PRODUCT') ?? 0) + (count('SERVICE') ?? 0) : undefined },
          { label: '技术成果', value: count('TECH') },
          { label: '发布单位', value: stats?.orgs },
        ]}
      />
    </Card>
  );
}

/** /cx/index: the hub of demand matching — search across every kind, the latest items, the counts. */
export default function CxIndexPage() {
  const stats = itemStats.useQuery({});
  const counts = Object.fromEntries((stats.data?.kinds ?? []).map((k) => [k.kind, k.count]));
  return (
    <ListPage<PublicItem, PublicQuery>
      title="供需对接"
      backTo="/index"
      {...PUBLIC_LIST}
      search={{ field: 'search', placeholder: '搜索需求、产品、服务、技术……' }}
      tabs={{
        field: 'kind',
        options: [{ label: '全部', value: '' }, ...kindOptions(ITEM_KIND_KEYS)],
        counts: { '': ITEM_KIND_KEYS.reduce((n, k) => n + (counts[k] ?? 0), 0), ...counts },
      }}
      header={<Hub stats={stats.data} />}
      emptyText="没有找到相关信息，换个关键词试试"
    />
  );
}
