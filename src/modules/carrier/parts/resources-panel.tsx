import { Card } from 'antd-mobile';
import { CARRIER_LIMITS as L, RESOURCE_STATUSES, RESOURCE_TYPES, occupancyOf, type ResourceStatus, type ResourceType } from '@common/carrier/rules';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import type { UploadedFile } from '@/ui/upload-field';
import { Loaded } from '@/ui/loaded';
import { AddButton, confirmDelete, RecordActions, useEditing } from '@/ui/record-actions';
import { Empty } from '@/ui/states';
import { managedResources, removeResource, saveResource, type ResourceDetail } from '../api';
import { rentText, sizeText, statusTag } from './cards';
import styles from './carrier.module.css';
import { photoIdsOf, photosField } from './photos-field';

interface ResourceValues {
  name: string;
  type: ResourceType;
  floor: string;
  size: number;
  price: number;
  status: ResourceStatus;
  tenantName: string;
  availableFrom: string;
  intro: string;
  photos?: UploadedFile[];
}

const FIELDS: FormField<ResourceValues>[] = [
  { name: 'name', label: '房源名称', type: 'text', required: '请填写房源名称', max: L.nameMax, placeholder: '如：301室、2号厂房1层' },
  { name: 'type', label: '房源类型', type: 'select', required: '请选择房源类型', options: RESOURCE_TYPES.map((t) => ({ label: t, value: t })) },
  { name: 'floor', label: '楼层', type: 'text', max: 20, placeholder: '如：3F' },
  { name: 'size', label: '面积', type: 'number', required: '请填写面积', min: 1, max: L.sizeMax, unit: '㎡' },
  { name: 'price', label: '月租金', type: 'number', required: '请填写月租金', min: 0, max: L.priceMax, unit: '元/月' },
  { name: 'status', label: '状态', type: 'select', required: '请选择状态', options: Object.entries(RESOURCE_STATUSES).map(([value, label]) => ({ label, value })) },
  { name: 'tenantName', label: '承租企业', type: 'text', required: '已租的房源请填写承租企业', max: L.nameMax, visible: { dependsOn: ['status'], when: (v) => v.status === 'RENTED' } },
  { name: 'availableFrom', label: '可入驻日期', type: 'date', visible: { dependsOn: ['status'], when: (v) => v.status !== 'RENTED' } },
  { name: 'intro', label: '房源介绍', type: 'textarea', max: L.introMax },
  photosField<ResourceValues>('房源照片', '室内、窗景、公共区域等；保存后园区内公开展示'),
];

const valuesOf = (r: ResourceDetail): Partial<ResourceValues> => ({
  name: r.name,
  type: r.type as ResourceType,
  floor: r.floor,
  size: r.size,
  price: r.price,
  status: r.status,
  tenantName: r.tenantName,
  availableFrom: r.availableFrom ?? '',
  intro: r.intro,
  photos: r.photos,
});

/** A carrier's spaces: occupancy, each space with 修改 / 删除, and 新增房源. */
export function ResourcesPanel({ carrierId }: { carrierId: number }) {
  const editing = useEditing<ResourceDetail>();
  const state = managedResources.useQuery({ carrierId });
  const save = (v: ResourceValues, id?: number) =>
    saveResource({
      ...(id ? { id } : {}),
      carrierId,
      name: v.name,
      type: v.type,
      floor: v.floor ?? '',
      size: Number(v.size),
      price: Number(v.price),
      status: v.status,
      tenantName: v.status === 'RENTED' ? v.tenantName : '',
      availableFrom: v.status === 'RENTED' || !v.availableFrom ? null : v.availableFrom,
      intro: v.intro ?? '',
      photoIds: photoIdsOf(v.photos),
    }).then(() => state.mutate());
  return (
    <Card title="房源" extra={<AddButton text="新增房源" onClick={editing.add} />}>
      <Loaded state={state}>
        {(list) => {
          const rented = list.filter((r) => r.status === 'RENTED').length;
          return list.length ? (
            <>
              <p className={styles.note}>共 {list.length} 处，已租 {rented} 处，出租率 {occupancyOf(rented, list.length)}%</p>
              <ul className={styles.rows} aria-label="房源">
                {list.map((r) => (
                  <li key={r.id}>
                    <span>
                      {r.name} · {r.type} · {sizeText(r.size)} · {rentText(r.price)} {statusTag(r)}
                      {r.tenantName ? <span className={styles.note}> {r.tenantName}</span> : null}
                    </span>
                    <RecordActions
                      label={r.name}
                      actions={[
                        { text: '修改', onClick: () => editing.edit(r) },
                        { text: '删除', tone: 'danger', onClick: () => confirmDelete({ title: '删除房源', what: '房源', name: r.name, remove: () => removeResource({ id: r.id }).then(() => state.mutate()) }) },
                      ]}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Empty title="暂无房源" description="点“新增房源”登记可出租的办公室、厂房或工位" />
          );
        }}
      </Loaded>
      {editing.popup((item, close) => (
        <FormPopup<ResourceValues>
          title={item ? '修改房源' : '新增房源'}
          visible
          onClose={close}
          fields={FIELDS}
          initialValues={item ? valuesOf(item) : { status: 'FREE', type: '办公室', photos: [] }}
          onSubmit={(v) => save(v, item?.id)}
        />
      ))}
    </Card>
  );
}
