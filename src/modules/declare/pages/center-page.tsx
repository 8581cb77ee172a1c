import { ListPage, type CardSpec } from '@/ui/list-page';
import { POLICY_INDEX } from '@/modules/policy/public';
import { declarations, type DeclareItem, type DeclareQuery } from '../api';
import { declareDetailPath } from '../paths';
import { MyRecent } from '../parts/my-recent';
import { StartAction } from '../parts/start-action';

const CARD: CardSpec<DeclareItem> = {
  title: 'name',
  subtitle: 'policyTitle',
  meta: [
    { label: '申报项目', value: 'applyItemName' },
    { label: '截止日期', value: 'endDate' },
    { label: '受理部门', value: 'dept' },
  ],
  extra: (d) => <StartAction declaration={d} />,
};

/** /policy/declare (申报中心): the enterprise's latest applications and the declarations open now. */
export default function CenterPage() {
  return (
    <ListPage<DeclareItem, DeclareQuery>
      title="申报中心"
      backTo={POLICY_INDEX}
      list={declarations}
      fixed={{ phase: 'OPEN' }}
      search={{ field: 'search', placeholder: '搜索可申报的项目或政策' }}
      header={<MyRecent />}
      card={CARD}
      itemPath={(d) => declareDetailPath(d.id)}
      emptyText="当前没有可申报的项目"
    />
  );
}
