import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PublishActions } from '@/ui/publish-actions';
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
  return (
    <PublishActions
      status={notice.status}
      noun="通知"
      publishConfirm={PUBLISH_CONFIRM}
      onPublish={() => publishNotice(notice.id)}
      onReject={(reason) => rejectNotice({ id: notice.id, reason })}
      onWithdraw={() => withdrawNotice(notice.id)}
      withdrawConfirm={WITHDRAW_CONFIRM}
      onDone={refresh}
      decided={
        notice.status === 'CANCEL' ? (
          <Button block color="primary" onClick={() => void navigate(noticeEditPath(notice.id))}>
            修改后重新提交
          </Button>
        ) : null
      }
    />
  );
}
