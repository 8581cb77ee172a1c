import { Card } from 'antd-mobile';
import { CARRIER_LIMITS as L } from '@common/carrier/rules';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { AddButton, confirmDelete, RecordActions, useEditing } from '@/ui/record-actions';
import { Empty } from '@/ui/states';
import { removeResident, saveResident, type ResidentItem } from '../api';
import styles from './carrier.module.css';

type ResidentValues = Omit<ResidentItem, 'id'>;

const FIELDS: FormField<ResidentValues>[] = [
  { name: 'name', label: '企业名称', type: 'text', required: '请填写企业名称', min: 2, max: L.nameMax },
  { name: 'industry', label: '所属行业', type: 'text', max: 30 },
  { name: 'room', label: '所在房间', type: 'text', max: 30 },
  { name: 'since', label: '入驻日期', type: 'date', required: '请选择入驻日期' },
];

/** The enterprises resident in a carrier, kept by its staff. */
export function ResidentsPanel({ carrierId, residents, refresh }: { carrierId: number; residents: ResidentItem[]; refresh: () => Promise<unknown> }) {
  const editing = useEditing<ResidentItem>();
  return (
    <Card title={`入驻企业（${String(residents.length)}）`} extra={<AddButton text="新增入驻企业" onClick={editing.add} />}>
      {residents.length ? (
        <ul className={styles.rows} aria-label="入驻企业">
          {residents.map((r) => (
            <li key={r.id}>
              <span>
                {r.name} <span className={styles.note}>{[r.industry, r.room, r.since].filter(Boolean).join(' · ')}</span>
              </span>
              <RecordActions
                label={r.name}
                actions={[
                  { text: '修改', onClick: () => editing.edit(r) },
                  { text: '移除', tone: 'danger', onClick: () => confirmDelete({ title: '移除入驻企业', name: r.name, remove: () => removeResident({ id: r.id }).then(refresh) }) },
                ]}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty title="暂无入驻企业" />
      )}
      {editing.popup((item, close) => (
        <FormPopup<ResidentValues>
          title={item ? '修改入驻企业' : '新增入驻企业'}
          visible
          onClose={close}
          fields={FIELDS}
          initialValues={item ?? {}}
          onSubmit={(v) => saveResident({ ...(item ? { id: item.id } : {}), carrierId, name: v.name, industry: v.industry ?? '', room: v.room ?? '', since: v.since }).then(refresh)}
        />
      ))}
    </Card>
  );
}
