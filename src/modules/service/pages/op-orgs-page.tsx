import { ORG_STATUS } from '@common/service/rules';
import { ListPage } from '@/ui/list-page';
import { orgs, type OrgQuery, type OrgRow } from '../api';
import { CATEGORY_OPTIONS, ORG_CARD } from '../parts/cards';
import { opOrgPath } from '../paths';

const STATUS_OPTIONS = Object.entries(ORG_STATUS).map(([value, label]) => ({ label, value }));

/** /op/serviceOrgManage: the park's service organisations, what they serve and how well. */
export default function OpOrgsPage() {
  return (
    <ListPage<OrgRow, OrgQuery>
      title="服务机构管理"
      backTo="/op/index"
      list={orgs}
      filters={[
        { field: 'category', label: '服务类别', options: CATEGORY_OPTIONS },
        { field: 'status', label: '服务状态', options: STATUS_OPTIONS },
      ]}
      search={{ field: 'search', placeholder: '搜索机构名称' }}
      card={ORG_CARD}
      itemPath={(o) => opOrgPath(o.id)}
      emptyText="暂无服务机构"
    />
  );
}
