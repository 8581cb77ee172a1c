import { Button, Card, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { isOperator, isRegistering, type SessionUser } from '@common/roles';
import { SPEC_STRINGS } from '@common/spec-strings';
import { useSession } from '@/core/use-session';
import { RELATE_INTENT } from '@/modules/certify/public';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { profile, useApplications, type Application } from '../api';
import { ApplicationCard } from '../parts/application-card';
import styles from '../parts/parts.module.css';
import { resubmitPath, resubmittable } from '../parts/resubmit';
import { ORG_CERTIFY, USER_INDEX } from '../paths';

/** Why there is nothing to apply for: the organisation the user already belongs to. */
function MyOrganisation({ user }: { user: SessionUser }) {
  const { data } = profile.useItem(user.id);
  const org = data?.org;
  return (
    <Card className={styles.card} title={<span className={styles.cardTitle}>所属企业</span>}>
      <p className={styles.orgName}>
        {org ? org.fullname : SPEC_STRINGS.loading} {org ? <Tag color="primary" fill="outline">{org.orgtypeLabel}</Tag> : null}
      </p>
      <p className={styles.explain}>
        您已归属该企业（已完成企业认证、关联企业，或由园区直接登记），可使用企业服务与政策申报，无需再提交认证申请。
      </p>
    </Card>
  );
}

/** Why the list is empty, and for someone without an organisation the two ways to one. */
function NoApplications({ user }: { user: SessionUser | null }) {
  const navigate = useNavigate();
  if (user && isOperator(user)) return <Empty title="暂无认证申请" description="您是园区运营人员，无需企业认证。" />;
  if (user?.orgId) return <Empty title="暂无认证申请" description="您已归属企业，无需提交认证申请。" />;
  if (!isRegistering(user)) return <Empty title="暂无认证申请" />;
  return (
    <>
      <Empty title="暂无认证申请" description="认证企业或关联所在企业后，可使用企业服务、政策申报等功能" />
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={() => void navigate(ORG_CERTIFY)}>
          申请企业认证
        </Button>
        <Button block color="primary" fill="outline" size="large" onClick={() => void navigate(ORG_CERTIFY, { state: RELATE_INTENT })}>
          关联已有企业
        </Button>
      </div>
    </>
  );
}

function Applications({ applications }: { applications: Application[] }) {
  const user = useSession();
  const navigate = useNavigate();
  const mayApply = isRegistering(user);
  if (!applications.length) return <NoApplications user={user} />;
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
    <>
      {user?.orgId ? <MyOrganisation user={user} /> : null}
      <Loaded state={useApplications(user?.id)} skeleton={{ count: 1, lines: 5 }}>
        {(applications) => <Applications applications={applications} />}
      </Loaded>
    </>
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
