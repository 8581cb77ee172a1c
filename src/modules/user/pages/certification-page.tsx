import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { isRegistering } from '@common/roles';
import { useSession } from '@/core/use-session';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { useApplications, type Application } from '../api';
import { ApplicationCard } from '../parts/application-card';
import styles from '../parts/parts.module.css';
import { resubmitPath, resubmittable } from '../parts/resubmit';
import { ORG_CERTIFY, USER_INDEX } from '../paths';

function Applications({ applications }: { applications: Application[] }) {
  const user = useSession();
  const navigate = useNavigate();
  const mayApply = isRegistering(user);
  if (!applications.length) {
    return (
      <>
        <Empty title="暂无认证申请" description={mayApply ? '认证后可使用企业服务、政策申报等功能' : undefined} />
        {mayApply ? (
          <div className={styles.actions}>
            <Button block color="primary" size="large" onClick={() => void navigate(ORG_CERTIFY)}>
              申请企业认证
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  const again = resubmittable(applications, mayApply);
  return (
    <>
      {applications.map((a) => {
        const path = again.has(a.id) ? resubmitPath(a) : null;
        return <ApplicationCard key={a.id} application={a} onResubmit={path ? () => void navigate(path) : undefined} />;
      })}
    </>
  );
}

function Content() {
  const user = useSession();
  return (
    <Loaded state={useApplications(user?.id)} skeleton={{ count: 1, lines: 5 }}>
      {(applications) => <Applications applications={applications} />}
    </Loaded>
  );
}

/** /user/certification: the user's certification and link applications, their outcome and trail. */
export default function CertificationPage() {
  return (
    <PageFrame title="认证信息" backTo={USER_INDEX}>
      <Content />
    </PageFrame>
  );
}
