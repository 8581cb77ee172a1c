import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { AuditActions } from '../../../ui/audit-actions';
import { publishNotice, rejectNotice, withdrawNotice, type NoticeDetail } from '../api';
import { noticeEditPath } from '../paths';

export const PUBLISH_CONFIRM = '确定发布该通知吗？发布后所有访客都能看到，附件将公开下载。';
export const WITHDRAW_CONFIRM = '确定撤回该通知吗？撤回后访客将看不到它，附件恢复为不公开。';

/** Asks first; true when the person confirmed. */
export const confirmed = (title: string, content: string, confirmText: string) =>
  Dialog.confirm({ title, content, confirmText, cancelText: '取消' });

/** An operator's bottom bar on a notice: 发布 / 不通过 while pending, 撤回 once published, 修改 when rejected. */
export function OperatorBar({ notice, refresh }: { notice: NoticeDetail; refresh: () => Promise<unknown> }) {
  const navigate = useNavigate();
  if (notice.status === 'CHECK') {
    return (
      <AuditActions
        actions={['PASS', 'FAIL']}
        labels={{ PASS: '发布', FAIL: '不通过' }}
        passConfirm={PUBLISH_CONFIRM}
        onAudit={async ({ action, reason }) => {
          if (action === 'PASS') await publishNotice(notice.id);
          else await rejectNotice({ id: notice.id, reason });
          await refresh();
        }}
      />
    );
  }
  if (notice.status === 'JOINT') {
    return (
      <Button
        block
        color="warning"
        fill="outline"
        onClick={async () => {
          if (!(await confirmed('撤回通知', WITHDRAW_CONFIRM, '撤回'))) return;
          await withdrawNotice(notice.id).catch(() => undefined);
          await refresh();
        }}
      >
        撤回
      </Button>
    );
  }
  return (
    <Button block color="primary" onClick={() => void navigate(noticeEditPath(notice.id))}>
      修改后重新提交
    </Button>
  );
}
