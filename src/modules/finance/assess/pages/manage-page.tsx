import { Dialog, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { AddButton, confirmDelete, RecordActions, useEditing } from '@/ui/record-actions';
import { closeRound, computeRound, removeRound, rounds, type AssessRound } from '../api';
import { RoundForm } from '../parts/round-form';
import { addPath, resultPath } from '../paths';

function cardOf(navigate: (path: string) => void, edit: (r: AssessRound) => void): CardSpec<AssessRound> {
  return {
    title: 'name',
    subtitle: (r) => `${r.periodFrom} 至 ${r.periodTo}`,
    status: { tag: (r) => <Tag color={r.status === 'OPEN' ? 'primary' : 'success'}>{r.statusLabel}</Tag> },
    tags: (r) => r.criteria.map((c) => `${c.label} ${String(c.weight)}`),
    meta: [
      { label: '计算时间', value: 'computedAt', format: 'datetime' },
      { label: '补录修正', value: (r) => `${String(r.adjustments)} 条` },
    ],
    extra: (r) => (
      <RecordActions
        label={r.name}
        actions={[
          { text: '结果', tone: 'primary', onClick: () => navigate(resultPath(r.id)) },
          { text: '补录修正', onClick: () => navigate(addPath(r.id)) },
          r.status === 'OPEN' && { text: '重新计算', onClick: () => void computeRound({ id: r.id }) },
          r.status === 'OPEN' && {
            text: '定稿',
            onClick: () =>
              void Dialog.confirm({
                title: '考核定稿',
                content: '定稿前将按贷款记录重新计算一次，定稿后数据与排名不再变化，也不能再补录。确定定稿吗？',
                confirmText: '定稿',
                onConfirm: () => closeRound({ id: r.id }).then(() => undefined),
              }),
          },
          r.status === 'OPEN' && { text: '修改', onClick: () => edit(r) },
          r.status === 'OPEN' && {
            text: '删除',
            tone: 'danger',
            onClick: () => confirmDelete({ title: '删除考核', what: '考核', name: r.name, note: '其补录修正记录一并删除。', remove: () => removeRound({ id: r.id }) }),
          },
        ]}
      />
    ),
    table: { titleLabel: '考核名称', subtitleLabel: '考核期' },
  };
}

/** /op/bankAssesManage: the park's bank assessment rounds — a period and weighted criteria, computed from the loan ledger. */
export default function AssessManagePage() {
  const navigate = useNavigate();
  const editing = useEditing<AssessRound>();
  return (
    <>
      <ListPage<AssessRound, Record<string, never>>
        title="银行考核管理"
        backTo="/op/index"
        list={rounds}
        actions={<AddButton text="新建考核" onClick={editing.add} />}
        card={cardOf((p) => void navigate(p), editing.edit)}
        emptyText="暂无考核，新建一轮考核后按贷款记录自动计算"
      />
      {editing.popup((r, close) => (
        <RoundForm round={r} onClose={close} />
      ))}
    </>
  );
}
