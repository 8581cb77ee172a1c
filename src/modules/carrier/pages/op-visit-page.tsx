import { Tag } from 'antd-mobile';
import { VISIT_STATUSES } from '@common/carrier/rules';
import { FormPopup } from '@/ui/form-popup';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { RecordActions, useEditing } from '@/ui/record-actions';
import { handleVisit, visitCounts, visits, type VisitItem } from '../api';

type VisitQuery = { status?: string; search?: string };

/** /op/dc/ztVisit: 预约看房 requests, waiting ones first; 登记联系 records the call back and tells the requester. */
export default function OpVisitPage() {
  const editing = useEditing<VisitItem>();
  const { data: counts } = visitCounts.useQuery({});
  const card: CardSpec<VisitItem> = {
    title: (v) => `${v.name} · ${v.phone}`,
    subtitle: (v) => [v.carrierName, v.resourceName].filter(Boolean).join(' · '),
    status: { tag: (v) => <Tag color={v.status === 'TOAUDIT' ? 'warning' : 'success'} fill="outline">{v.statusLabel}</Tag> },
    meta: [
      { label: '单位', value: 'company' },
      { label: '希望看房', value: 'visitDate', format: 'date' },
      { label: '需求', value: 'note' },
      { label: '联系结果', value: 'handledNote' },
      { label: '提交时间', value: 'createdAt', format: 'datetime' },
    ],
    extra: (v) => (v.status === 'TOAUDIT' ? <RecordActions label={v.name} actions={[{ text: '登记联系', tone: 'primary', onClick: () => editing.edit(v) }]} /> : null),
    table: { titleLabel: '预约人', subtitleLabel: '载体与房源', extraLabel: '操作' },
  };
  return (
    <>
      <ListPage<VisitItem, VisitQuery>
        title="预约看房"
        backTo="/op/index"
        list={visits}
        tabs={{ field: 'status', options: [{ label: '全部', value: '' }, ...Object.entries(VISIT_STATUSES).map(([value, label]) => ({ label, value }))], counts: counts ?? {} }}
        search={{ field: 'search', placeholder: '搜索预约人、单位、电话或载体' }}
        card={card}
        emptyText="暂无预约看房记录"
      />
      {editing.popup((item, close) =>
        item ? (
          <FormPopup<{ note: string }>
            title={`登记联系：${item.name}`}
            visible
            onClose={close}
            fields={[{ name: 'note', label: '联系结果', type: 'textarea', required: '请填写联系结果', min: 2, max: 300, placeholder: '如：已电话联系，约定周五上午看房' }]}
            onSubmit={(v) => handleVisit({ id: item.id, note: v.note })}
            submitText="登记"
          />
        ) : null,
      )}
    </>
  );
}
