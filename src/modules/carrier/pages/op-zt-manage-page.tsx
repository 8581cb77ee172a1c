import { CARRIER_TYPES } from '@common/carrier/rules';
import type { CARRIER_SORTS } from '@common/carrier/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { exportCarriers, managedCarriers, type ManageQuery, type ManagedCarrier } from '../api';
import { CARRIER_CARD } from '../parts/cards';
import { ztManagePath } from '../paths';

const CARD: CardSpec<ManagedCarrier> = {
  ...(CARRIER_CARD as CardSpec<ManagedCarrier>),
  meta: [...(CARRIER_CARD.meta as NonNullable<CardSpec<ManagedCarrier>['meta']>), { label: '最后修改', value: 'updatedAt', format: 'datetime' }],
  table: { titleLabel: '载体名称', subtitleLabel: '类型与级别', sort: { 面积: 'areaM2', 房源: 'free', 最后修改: 'updatedAt' } satisfies SortsOf<typeof CARRIER_SORTS> },
};

/** /op/dc/ztManage: the park's carriers with their occupancy; a row opens its spaces and residents. */
export default function OpZtManagePage() {
  return (
    <ListPage<ManagedCarrier, ManageQuery>
      title="载体管理"
      backTo="/op/index"
      list={managedCarriers}
      search={{ field: 'search', placeholder: '搜索载体名称、地址或运营单位' }}
      filters={[{ field: 'type', label: '类型', options: CARRIER_TYPES.map((t) => ({ label: t, value: t })) }]}
      card={CARD}
      itemPath={(c) => ztManagePath(c.id)}
      createPath={ztManagePath('new')}
      createLabel="新增载体"
      exportTo={() => exportCarriers({})}
      emptyText="暂无载体"
    />
  );
}
