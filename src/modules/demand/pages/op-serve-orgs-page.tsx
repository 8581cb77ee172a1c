import type { SERVE_ORG_SORTS } from '@common/demand/orgs/contract';
import { ITEM_STATES } from '@common/demand/lifecycle';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { exportServeOrgs, serveOrgs, type ServeOrgRow, type ServeOrgsQuery } from '../orgs-api';
import { orgInfoPath } from '../org-info';
import { OP_SERVE_ORGS } from '../paths';

const PUBLISHING = [
  { label: '有已发布的服务', value: 'YES' },
  { label: '尚未发布服务', value: 'NO' },
];

const CARD: CardSpec<ServeOrgRow> = {
  title: 'name',
  subtitle: (o) => [o.industry, o.area].filter(Boolean).join(' · '),
  tags: (o) => [o.showcase ? `企业风采${ITEM_STATES[o.showcase]}` : '未填写企业风采'],
  meta: [
    { label: '已发布服务', value: 'services' },
    { label: '待审核服务', value: 'waiting' },
    { label: '收到的对接', value: 'received' },
    { label: '达成合作', value: 'deals' },
  ],
  table: {
    titleLabel: '服务机构',
    subtitleLabel: '行业 · 区县',
    sort: { 已发布服务: 'services', 收到的对接: 'received', 达成合作: 'deals' } satisfies SortsOf<typeof SERVE_ORG_SORTS>,
  },
};

/**
 * /op/cx/serveOrgManage: the park's service organisations in demand matching — the services each
 * publishes, waits to have reviewed, the dockings it receives and the deals; a row opens the
 * organisation's page on its services.
 */
export default function OpServeOrgsPage() {
  return (
    <ListPage<ServeOrgRow, ServeOrgsQuery>
      {...{ title: '服务机构', backTo: '/op/index', list: serveOrgs, card: CARD, exportTo: exportServeOrgs }}
      search={{ field: 'search', placeholder: '搜索服务机构名称' }}
      filters={[{ field: 'publishing', label: '发布服务', options: PUBLISHING }]}
      itemPath={(o) => orgInfoPath(OP_SERVE_ORGS, o.orgId, 'service')}
      emptyText="暂无服务机构"
    />
  );
}
