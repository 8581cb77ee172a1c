import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PolicyListItem } from '@common/policy';
import { AuditActions } from '@/ui/audit-actions';
import { auditPolicy } from '../api';
import { policyEditPath, policyTreePath } from '../paths';

export const PUBLISH_CONFIRM = '确定发布该政策吗？发布后企业可在政策库中查看，并参与政策匹配。';

/**
 * An operator's review of a policy: 发布 (JOINT) / 不通过 (CANCEL, with 审核意见) while it waits;
 * once decided, 修改 (any change sends it back to 待审核).
 */
export function ReviewBar({ policy, onDone }: { policy: Pick<PolicyListItem, 'id' | 'state' | 'itemCount'>; onDone?: () => unknown }) {
  const navigate = useNavigate();
  if (policy.state === 'CHECK')
    return (
      <AuditActions
        actions={['PASS', 'FAIL']}
        labels={{ PASS: '发布', FAIL: '不通过' }}
        passConfirm={PUBLISH_CONFIRM}
        onAudit={async ({ action, reason }) => {
          // The server publishes only a policy with apply items.
          if (action === 'PASS' && policy.itemCount === 0) {
            Toast.show({ content: '请先为该政策添加申报事项，再审核发布', icon: 'fail' });
            throw new Error('no apply items');
          }
          await auditPolicy(action === 'PASS' ? { id: policy.id, state: 'JOINT' } : { id: policy.id, state: 'CANCEL', reason });
          await onDone?.();
        }}
      />
    );
  return (
    <>
      <Button block onClick={() => void navigate(policyTreePath(policy.id))}>
        申报事项
      </Button>
      <Button block color="primary" onClick={() => void navigate(policyEditPath(policy.id))}>
        修改政策
      </Button>
    </>
  );
}
