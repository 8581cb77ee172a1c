import { Button, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { PublishStatus } from '@common/status';
import { AuditActions } from './audit-actions';

/**
 * An operator's bar on something that is published after review (the publish status family:
 * CHECK 待审核 → JOINT 已发布 / CANCEL 审核不通过): 发布 / 不通过 (with 审核意见) while it waits; once
 * published, 撤回 when it can be withdrawn; otherwise the screen's own buttons (修改…). Every
 * handler rejects to keep the bar as it is; the screen refreshes in `onDone`.
 */
export interface PublishActionsProps {
  status: PublishStatus;
  /** What is published (通知, 政策): names the 撤回 dialog. */
  noun: string;
  /** 发布 is confirmed with this text first. */
  publishConfirm: string;
  onPublish: () => Promise<unknown>;
  onReject: (reason: string) => Promise<unknown>;
  /** 撤回 of a published record (asked with `withdrawConfirm` first); no button when absent. */
  onWithdraw?: () => Promise<unknown>;
  withdrawConfirm?: string;
  /** What a decided record offers besides 撤回 (修改, 申报事项…). */
  decided?: ReactNode;
  /** After any of the actions succeeded. */
  onDone?: () => unknown;
}

export function PublishActions(props: PublishActionsProps) {
  const { status, onDone } = props;
  if (status === 'CHECK') {
    return (
      <AuditActions
        actions={['PASS', 'FAIL']}
        labels={{ PASS: '发布', FAIL: '不通过' }}
        passConfirm={props.publishConfirm}
        onAudit={async ({ action, reason }) => {
          if (action === 'PASS') await props.onPublish();
          else await props.onReject(reason);
          await onDone?.();
        }}
      />
    );
  }
  const withdraw = props.onWithdraw;
  return (
    <>
      {status === 'JOINT' && withdraw ? (
        <Button
          block
          color="warning"
          fill="outline"
          onClick={async () => {
            const ok = await Dialog.confirm({ title: `撤回${props.noun}`, content: props.withdrawConfirm ?? '确定撤回吗？', confirmText: '撤回', cancelText: '取消' });
            if (!ok) return;
            await withdraw().catch(() => undefined);
            await onDone?.();
          }}
        >
          撤回
        </Button>
      ) : null}
      {props.decided}
    </>
  );
}
