import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PolicyListItem } from '@common/policy';
import { PublishActions } from '@/ui/publish-actions';
import { auditPolicy } from '../api';
import { policyEditPath, policyTreePath } from '../paths';

export const PUBLISH_CONFIRM = '确定发布该政策吗？发布后企业可在政策库中查看，并参与政策匹配。';

/**
 * An operator's review of a policy: 发布 (JOINT) / 不通过 (CANCEL, with 审核意见) while it waits;
 * once decided, its apply items and 修改 (any change sends it back to 待审核). A published policy
 * is not withdrawn: it is changed (back to review) or left to expire.
 */
export function ReviewBar({ policy, onDone }: { policy: Pick<PolicyListItem, 'id' | 'state' | 'itemCount'>; onDone?: () => unknown }) {
  const navigate = useNavigate();
  return (
    <PublishActions
      status={policy.state}
      noun="政策"
      publishConfirm={PUBLISH_CONFIRM}
      onPublish={async () => {
        // The server publishes only a policy with apply items.
        if (policy.itemCount === 0) {
          Toast.show({ content: '请先为该政策添加申报事项，再审核发布', icon: 'fail' });
          throw new Error('no apply items');
        }
        await auditPolicy({ id: policy.id, state: 'JOINT' });
      }}
      onReject={(reason) => auditPolicy({ id: policy.id, state: 'CANCEL', reason })}
      onDone={onDone}
      decided={
        <>
          <Button block onClick={() => void navigate(policyTreePath(policy.id))}>
            申报事项
          </Button>
          <Button block color="primary" onClick={() => void navigate(policyEditPath(policy.id))}>
            修改政策
          </Button>
        </>
      }
    />
  );
}
