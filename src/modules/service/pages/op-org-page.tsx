import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatRating, ORG_STATUS, SERVICE_LIMITS } from '@common/service/rules';
import { DataTable } from '@/ui/data-table';
import { DetailPage, type DetailSection } from '@/ui/detail-page';
import { formatDateTime } from '@/ui/format';
import { FormPopup } from '@/ui/form-popup';
import { org, saveOrg, type OrgDetail } from '../api';
import { CATEGORY_OPTIONS } from '../parts/cards';
import { Panel } from '../parts/panel';
import styles from '../parts/service.module.css';
import { OP_ORGS } from '../paths';

const SECTIONS: DetailSection<OrgDetail>[] = [
  {
    title: '机构资料',
    fields: [
      { label: '服务状态', value: 'statusLabel' },
      { label: '暂停原因', value: 'suspendReason', hidden: (o) => o.status !== 'SUSPENDED' },
      { label: '机构类别', value: 'kind' },
      { label: '服务类别', value: (o) => o.categories.join('、') || '未登记' },
      { label: '资质', value: (o) => o.qualification || '未登记' },
      { label: '机构简介', value: (o) => o.intro || '未填写' },
      { label: '统一社会信用代码', value: 'creditCode' },
      { label: '法定代表人', value: 'legalPerson' },
      { label: '联系电话', value: 'contactPhone' },
      { label: '地址', value: 'address' },
    ],
  },
  {
    title: '服务概况',
    fields: [
      { label: '已发布产品', value: 'products' },
      { label: '服务申请', value: 'applies' },
      { label: '已完成', value: 'finished' },
      { label: '平均满意度', value: (o) => `${formatRating(o.rating)}（${String(o.ratings)} 条评价）` },
    ],
  },
];

type Values = { categories: string[]; qualification: string; intro: string; status: string; reason?: string };

function EditOrg({ o, refresh }: { o: OrgDetail; refresh: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.buttons}>
        <Button color="primary" onClick={() => setOpen(true)}>
          登记服务信息
        </Button>
      </div>
      <FormPopup<Values>
        title="登记服务信息"
        visible={open}
        onClose={() => setOpen(false)}
        fields={[
          { name: 'categories', label: '服务类别', type: 'select', multiple: true, required: true, options: CATEGORY_OPTIONS },
          { name: 'qualification', label: '资质（一行一项）', type: 'textarea', max: 500 },
          { name: 'intro', label: '机构简介', type: 'textarea', max: 1000 },
          { name: 'status', label: '服务状态', type: 'select', required: true, options: Object.entries(ORG_STATUS).map(([value, label]) => ({ label, value })) },
          { name: 'reason', label: '暂停原因', type: 'textarea', max: SERVICE_LIMITS.noteMax, placeholder: '暂停服务时必填，机构用户可以看到', visible: { dependsOn: ['status'], when: (v) => v.status === 'SUSPENDED' } },
        ]}
        initialValues={{ categories: o.categories, qualification: o.qualification, intro: o.intro, status: o.status, reason: o.suspendReason }}
        onSubmit={async (v) => {
          await saveOrg({ id: o.id, categories: v.categories as never, qualification: v.qualification ?? '', intro: v.intro ?? '', status: v.status as never, ...(v.reason ? { reason: v.reason } : {}) });
          await refresh();
        }}
      />
    </>
  );
}

/** /op/serviceUser/:id: one service organisation — its profile, how it serves, and its users. */
export default function OpOrgPage() {
  return (
    <DetailPage<OrgDetail>
      title="服务机构详情"
      backTo={OP_ORGS}
      item={org}
      heading={{ title: 'name', subtitle: (o) => `${o.kind} · ${o.statusLabel}` }}
      sections={SECTIONS}
      notFoundText="服务机构不存在"
      footer={(o, { refresh }) => <EditOrg o={o} refresh={refresh} />}
    >
      {(o) => (
        <Panel title={`机构用户（${String(o.userCount)} 人）`}>
          <DataTable
            caption="该机构在本园区注册的用户"
            rows={o.users}
            rowKey={(u) => u.id}
            columns={[
              { key: 'name', title: '姓名', render: (u) => u.name, strong: true },
              { key: 'phone', title: '手机号', render: (u) => u.phone },
              { key: 'position', title: '职务', render: (u) => u.position || '—' },
              { key: 'status', title: '状态', render: (u) => (u.status === 'ACTIVE' ? '正常' : '已停用') },
              { key: 'created', title: '注册时间', render: (u) => formatDateTime(u.createdAt) },
            ]}
          />
        </Panel>
      )}
    </DetailPage>
  );
}
