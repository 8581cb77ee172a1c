import { Dialog, Tag } from 'antd-mobile';
import type { NavigateFunction } from 'react-router-dom';
import type { CardSpec } from '@/ui/list-page';
import { RecordActions } from '@/ui/record-actions';
import { closeNeed, type NeedItem } from '../api';
import { needEditPath } from '../paths';

const askClose = (n: NeedItem) =>
  void Dialog.confirm({
    title: '关闭融资需求',
    content: '关闭后金融机构不再对接该需求，且不能再修改。确定关闭吗？',
    confirmText: '关闭',
    onConfirm: () => closeNeed({ id: n.id }).then(() => undefined),
  });

/** A financing need as a card (phone) and a row (desktop); the enterprise's own cards carry 修改 and 关闭 while it is open. */
export function needCard(navigate?: NavigateFunction): CardSpec<NeedItem> {
  return {
    title: 'purpose',
    subtitle: (n) => `期望期限 ${String(n.termMonths)} 个月 · 可接受${n.guarantee}`,
    status: { tag: (n) => <Tag color={n.status === 'OPEN' ? 'primary' : 'default'}>{n.statusLabel}</Tag> },
    meta: [
      { label: '融资金额', value: 'amount', format: 'money' },
      { label: '联系人', value: (n) => `${n.contactName} ${n.contactPhone}` },
      { label: '发布时间', value: 'createdAt', format: 'datetime' },
    ],
    extra: navigate
      ? (n) =>
          n.status === 'OPEN' ? (
            <RecordActions
              label={n.purpose}
              actions={[
                { text: '修改', onClick: () => void navigate(needEditPath(n.id)) },
                { text: '关闭', tone: 'danger', onClick: () => askClose(n) },
              ]}
            />
          ) : null
      : undefined,
    table: { titleLabel: '资金用途', subtitleLabel: '期限 · 担保' },
  };
}
