import { Button, Dialog, Space } from 'antd-mobile';
import { DOCK_OUTCOMES, DOCK_OUTCOME_KEYS } from '@common/demand/dock/model';
import { useReasonPrompt } from '@/ui/publish';
import { acceptDock, declineDock, recordOutcome, type DockDetail } from '../dock-api';
import { quoted } from '@common/quoted';

/**
 * A docking's steps for the one reading it: the receiver accepts or declines (with a reason) a
 * waiting request; either side records how an accepted one ended. Nothing once that is done.
 */
export function DockActions({ dock, onDone }: { dock: DockDetail; onDone: () => unknown }) {
  const [ask, reasonPopup] = useReasonPrompt();
  const run = async (step: () => Promise<unknown>) => {
    await step().catch(() => undefined);
    await onDone();
  };
  if (dock.status === 'WAITING' && dock.side === 'OWNER')
    return (
      <Space block justify="center" aria-label="回复对接">
        <Button
          color="primary"
          onClick={async () => {
            const ok = await Dialog.confirm({
              content: '接受后双方可以看到对方的联系方式（您的联系方式取自该信息）。确定接受吗？',
              confirmText: '接受',
            });
            if (ok) await run(() => acceptDock({ id: dock.id }));
          }}
        >
          接受对接
        </Button>
        <Button
          color="danger"
          fill="outline"
          onClick={async () => {
            const reason = await ask({ title: '婉拒原因', required: true });
            if (reason) await run(() => declineDock({ id: dock.id, reason }));
          }}
        >
          婉拒
        </Button>
        {reasonPopup}
      </Space>
    );
  if (dock.status === 'ACCEPTED' && !dock.outcome)
    return (
      <Space block justify="center" aria-label="登记对接结果">
        {DOCK_OUTCOME_KEYS.map((outcome) => (
          <Button
            key={outcome}
            color={outcome === 'DEAL' ? 'success' : 'default'}
            onClick={async () => {
              const ok = await Dialog.confirm({
                content: `确定将该对接登记为${quoted(DOCK_OUTCOMES[outcome])}吗？登记后不能修改。`,
                confirmText: '确定',
              });
              if (ok) await run(() => recordOutcome({ id: dock.id, outcome }));
            }}
          >
            {DOCK_OUTCOMES[outcome]}
          </Button>
        ))}
      </Space>
    );
  return null;
}
