import { ListPage, type CardSpec } from '@/ui/list-page/index';
import { OP_HOME } from '@/core/nav';
import { deviceCategories, DEVICE_STATUS_KEYS, DEVICE_STATUSES, orgDevices, type DeviceQuery, type DeviceRow } from '../api';
import { deviceDetailPath } from '../paths';

const CARD: CardSpec<DeviceRow> = {
  title: 'name',
  subtitle: 'orgName',
  status: { tag: (d) => DEVICE_STATUSES[d.status] },
  tags: (d) => [d.category, d.networked && '已联网'],
  meta: [
    { label: '型号', value: (d) => d.model || '—' },
    { label: '制造商', value: (d) => d.maker || '—' },
    { label: '数量', value: (d) => `${String(d.quantity)} 台（套）` },
    { label: '原值', value: (d) => `${d.value.toLocaleString('zh-CN')} 万元` },
    { label: '购置年份', value: (d) => `${String(d.purchaseYear)}年` },
  ],
  table: { titleLabel: '设备名称', subtitleLabel: '所属企业' },
};

/** /op/im/org/device: the main production devices of the park's industry enterprises. */
export default function OrgDevicePage() {
  const categories = deviceCategories.useQuery({}).data?.categories ?? [];
  return (
    <ListPage<DeviceRow, DeviceQuery>
      title="企业设备"
      backTo={OP_HOME}
      list={orgDevices}
      tabs={{ field: 'status', options: [{ value: '', label: '全部' }, ...DEVICE_STATUS_KEYS.map((s) => ({ value: s, label: DEVICE_STATUSES[s] }))] }}
      filters={[{ field: 'category', label: '设备类别', options: categories.map((c) => ({ value: c, label: c })) }]}
      search={{ field: 'search', placeholder: '搜索设备或企业名称' }}
      card={CARD}
      itemPath={(d) => deviceDetailPath(d.id)}
      columnsKey="industry-devices"
      emptyText="没有符合条件的设备"
    />
  );
}
