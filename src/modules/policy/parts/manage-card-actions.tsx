import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PolicyListItem } from '@common/policy';
import { deletePolicy } from '../api';
import { policyEditPath, policyEnterprisePath, policyPreviewPath, policyTreePath } from '../paths';
import styles from './policy.module.css';
import { ReviewBar } from './review-bar';
import { quoted } from '@common/quoted';

/** The row actions of /op/policyManage; 删除 asks first. A policy waiting for review gets 发布 / 不通过. */
export function ManageCardActions({ policy }: { policy: PolicyListItem }) {
  const navigate = useNavigate();
  const remove = async () => {
    const ok = await Dialog.confirm({
      title: '删除政策',
      content: `确定删除${quoted(policy.title)}吗？其申报事项、奖补、条件和匹配记录将一并删除，且不可恢复。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok) await deletePolicy(policy.id).catch(() => undefined);
  };
  return (
    <div className={styles.cardActions}>
      {policy.state === 'CHECK' ? (
        <div className={styles.reviewRow}>
          <ReviewBar policy={policy} />
        </div>
      ) : null}
      <div className={styles.buttonRow} role="group" aria-label={`${policy.title} 的操作`}>
        <Button size="mini" onClick={() => void navigate(policyPreviewPath(policy.id))}>
          预览
        </Button>
        <Button size="mini" onClick={() => void navigate(policyEditPath(policy.id))}>
          编辑
        </Button>
        <Button size="mini" onClick={() => void navigate(policyTreePath(policy.id))}>
          申报事项
        </Button>
        {policy.state === 'JOINT' ? (
          <Button size="mini" onClick={() => void navigate(policyEnterprisePath(policy.id))}>
            匹配企业
          </Button>
        ) : null}
        <Button size="mini" color="danger" fill="outline" onClick={() => void remove()}>
          删除
        </Button>
      </div>
    </div>
  );
}
