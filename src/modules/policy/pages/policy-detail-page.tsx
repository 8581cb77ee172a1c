import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PolicyDetail } from '@common/policy';
import { DetailPage } from '@/ui/detail-page';
import { declareNoticePath } from '@/modules/declare/public';
import { policyDetail } from '../api';
import { ApplyTreeCard } from '../parts/apply-tree-view';
import { GuideView } from '../parts/guide-view';
import { POLICY_LIST, POLICY_QUICK_MATCH } from '../paths';

function Footer({ policy }: { policy: PolicyDetail }) {
  const navigate = useNavigate();
  if (policy.validity === 'EXPIRED')
    return (
      <Button block disabled>
        政策已过期
      </Button>
    );
  return (
    <>
      <Button block onClick={() => void navigate(declareNoticePath(policy.id))}>
        申报通知
      </Button>
      <Button block color="primary" onClick={() => void navigate(POLICY_QUICK_MATCH)}>
        快速匹配
      </Button>
    </>
  );
}

/** /policy/detail/:id: the guide, the apply items with awards and conditions, files and contacts. */
export default function PolicyDetailPage() {
  return (
    <DetailPage<PolicyDetail>
      title="政策详情"
      backTo={POLICY_LIST}
      item={policyDetail}
      sections={[]}
      notFoundText="政策不存在或已下线"
      footer={(p) => <Footer policy={p} />}
    >
      {(p) => (
        <>
          <GuideView policy={p} />
          <ApplyTreeCard policyId={p.id} />
        </>
      )}
    </DetailPage>
  );
}
