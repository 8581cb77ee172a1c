import { CARRIER_LEVELS, CARRIER_TYPES } from '@common/carrier/rules';
import { ListPage } from '@/ui/list-page';
import { carriers, parks, type CarrierItem, type CarrierQuery } from '../api';
import { CARRIER_CARD } from '../parts/cards';
import { ZT_HOME, ztPath } from '../paths';

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

/** /sc/zt/list: every carrier of the park, by type, level and sub-park. */
export default function ZtListPage() {
  const { data: areas } = parks.useQuery({});
  return (
    <ListPage<CarrierItem, CarrierQuery>
      title="载体列表"
      backTo={ZT_HOME}
      list={carriers}
      search={{ field: 'search', placeholder: '搜索载体名称、地址或运营单位' }}
      filters={[
        { field: 'type', label: '类型', options: options(CARRIER_TYPES) },
        { field: 'level', label: '级别', options: options(CARRIER_LEVELS) },
        { field: 'parkId', label: '园区', options: (areas ?? []).map((p) => ({ label: p.name, value: String(p.id) })) },
      ]}
      card={CARRIER_CARD}
      itemPath={(c) => ztPath(c.id)}
      emptyText="暂无符合条件的载体"
    />
  );
}
