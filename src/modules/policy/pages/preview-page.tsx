import { Button, Card, NoticeBar } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { AuditHistory } from '@/ui/audit-history';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { policyDetail, policyHistory } from '../api';
import { ApplyTreeCard } from '../parts/apply-tree-view';
import { GuideView } from '../parts/guide-view';
import styles from '../parts/policy.module.css';
import { ReviewBar } from '../parts/review-bar';
import { idOf, POLICY_INDEX, POLICY_MANAGE } from '../paths';

const BANNERS = {
  CHECK: '预览：该政策待审核，发布后企业将看到如下内容',
  CANCEL: '预览：该政策审核未通过，修改后可重新提交审核',
  JOINT: '该政策已发布，企业看到的即为如下内容',
} as const;

/**
 * /policy/preview?id=: a policy exactly as the public detail will show it once published. Operators
 * open it from the admin and review it here; others only ever see published policies.
 */
export default function PreviewPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const operator = isOperator(useSession());
  const id = idOf(search.get('id'));
  const policy = policyDetail.useItem(id);
  const history = policyHistory.useItem(operator ? id : null);
  const data = policy.data;

  let body;
  if (!id)
    body = (
      <>
        <Empty title="未指定要预览的政策" description="请从运营中心的政策管理中选择政策进行预览" />
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => void navigate(operator ? POLICY_MANAGE : POLICY_INDEX)}>
            {operator ? '前往政策管理' : '返回政策服务'}
          </Button>
        </div>
      </>
    );
  else
    body = (
      <Loaded state={policy} notFoundText="政策不存在或尚未发布" backTo={POLICY_INDEX} skeleton={{ count: 3 }}>
        {(data) => (
          <>
            <NoticeBar content={BANNERS[data.state]} color={data.state === 'JOINT' ? 'info' : 'alert'} wrap />
            {operator && data.state === 'CANCEL' && data.reason ? <NoticeBar content={`审核意见：${data.reason}`} color="error" wrap /> : null}
            <GuideView policy={data} />
            <ApplyTreeCard policyId={data.id} />
            {operator && history.data?.length ? (
              <Card className={styles.card} title="审核记录">
                <AuditHistory entries={history.data} newestFirst />
              </Card>
            ) : null}
          </>
        )}
      </Loaded>
    );

  return (
    <PageFrame
      title="政策预览"
      backTo={operator ? POLICY_MANAGE : POLICY_INDEX}
      footer={operator && data ? <ReviewBar policy={data} onDone={() => policy.mutate()} /> : undefined}
    >
      {body}
    </PageFrame>
  );
}
