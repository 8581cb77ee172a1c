import { Button, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { LoadFailed, LoadingCards } from '@/ui/states';
import type { InstitutionInput } from '@common/finance/contract';
import { FINANCE_LIMITS, INSTITUTION_KINDS, managedInstitutions, saveInstitution, type ManagedInstitution } from '../api';
import styles from './finance.module.css';

type Values = Omit<InstitutionInput, 'id'>;

const FIELDS: FormField<Values>[] = [
  { name: 'name', label: '机构名称', type: 'text', required: true, min: 2, max: FINANCE_LIMITS.nameMax },
  { name: 'kind', label: '机构类型', type: 'select', required: true, options: INSTITUTION_KINDS.map((k) => ({ label: k, value: k })) },
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: FINANCE_LIMITS.contactMax },
  { name: 'contactPhone', label: '联系电话', type: 'text', required: true, pattern: { regex: /^[0-9-]{7,20}$/, message: '请填写正确的联系电话' }, help: '仅园区工作人员可见' },
  { name: 'address', label: '地址', type: 'text', max: 100 },
  { name: 'intro', label: '机构简介', type: 'textarea', max: FINANCE_LIMITS.textMax },
  { name: 'lng', label: '经度', type: 'number', min: 73, max: 136, help: '高德地图坐标，填写后在园区金融地图上显示；经纬度须同时填写' },
  { name: 'lat', label: '纬度', type: 'number', min: 3, max: 54 },
];

const numberOrNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));

const valuesOf = (i: ManagedInstitution): Values => ({
  name: i.name,
  kind: i.kind as Values['kind'],
  contactName: i.contactName,
  contactPhone: i.contactPhone,
  address: i.address,
  intro: i.intro,
  lng: i.lng,
  lat: i.lat,
});

function InstitutionList({ onEdit }: { onEdit: (i: ManagedInstitution) => void }) {
  const list = managedInstitutions.useList({}, { pageSize: 100 });
  if (list.error) return <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  if (list.isLoading) return <LoadingCards count={2} lines={2} />;
  return (
    <List>
      {list.items.map((i) => (
        <List.Item
          key={i.id}
          description={`${i.kind} · 已发布产品 ${String(i.products)} 个 · 贷款申请 ${String(i.loans)} 笔 · ${i.contactName} ${i.contactPhone}`}
          onClick={() => onEdit(i)}
        >
          {i.name}
        </List.Item>
      ))}
    </List>
  );
}

/** 金融机构: the park's banks and institutions, listed and edited in a sheet above the product queue. */
export function InstitutionPanel() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<ManagedInstitution | 'new' | null>(null);
  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => setOpen(true)}>金融机构</Button>
        <Button onClick={() => setEditing('new')}>新增金融机构</Button>
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }} destroyOnClose>
        <h2 className={styles.cardTitle} style={{ padding: '12px 16px 0' }}>
          金融机构（点击修改）
        </h2>
        <InstitutionList onEdit={(i) => setEditing(i)} />
      </Popup>
      <FormPopup<Values>
        title={editing === 'new' ? '新增金融机构' : '修改金融机构'}
        visible={editing !== null}
        onClose={() => setEditing(null)}
        fields={FIELDS}
        initialValues={editing && editing !== 'new' ? valuesOf(editing) : { address: '', intro: '' }}
        onSubmit={(v) => saveInstitution({ ...v, address: v.address ?? '', intro: v.intro ?? '', lng: numberOrNull(v.lng), lat: numberOrNull(v.lat), ...(editing && editing !== 'new' ? { id: editing.id } : {}) })}
      />
    </>
  );
}
