import { Button, Toast } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { APPLIED, applyOrg, mostRecent, myApplications, sendApplication, type CertifyOrgPayload, type MyApplication } from '../api';
import { ApplicationStatus, UnlessPending } from '../parts/application-status';
import { OrgCertifyForm, type OrgCertifyValues } from '../parts/org-certify-form';
import { OrgLookup } from '../parts/org-lookup';
import { Notice, PageFrame, SessionMissing } from '../parts/page-frame';
import styles from '../parts/parts.module.css';
import { isRelateIntent, ORG_CERTIFY, USER_INDEX } from '../paths';

/** A returned certification is resubmitted in place: its answers come back, except the masked ID number. */
function valuesFrom(returned: MyApplication | undefined): OrgCertifyValues {
  if (!returned) return { category: 'ORG' };
  return {
    fullname: returned.fullname,
    creditCode: returned.creditCode,
    category: returned.category,
    liceneUrl: returned.liceneUrl || undefined,
    authUrl: returned.authUrl || undefined,
  };
}

/** 关联企业: find the organisation to join; certifying one the park does not know is one tap away. */
function RelateSearch() {
  const navigate = useNavigate();
  return (
    <>
      <OrgLookup lead="查找您所在的企业，申请关联后由园区运营人员审核。" autoFocus />
      <div className={styles.actions}>
        <Button block fill="outline" color="primary" onClick={() => void navigate(ORG_CERTIFY, { replace: true })}>
          企业未在园区登记？申请企业认证
        </Button>
      </div>
    </>
  );
}

function Content({ relate }: { relate: boolean }) {
  const user = useSession();
  const navigate = useNavigate();
  const mine = myApplications.useQuery(user ? user.id : null);

  if (!user) return <SessionMissing />;
  if (isOperator(user)) {
    return <Notice status="info" title="无需认证" description="您是园区运营人员，无需进行企业认证。" />;
  }
  if (user.orgId) {
    return <Notice status="success" title="已完成认证" description="您已归属企业，无需重复认证。" />;
  }

  const submit = async (payload: CertifyOrgPayload) => {
    // The action refetches the applications: every screen showing them gets the pending one.
    if (!(await sendApplication(() => applyOrg(payload)))) return;
    Toast.show({ content: APPLIED, icon: 'success' });
    navigate(USER_INDEX, { replace: true });
  };

  return (
    <UnlessPending mine={mine}>
      {(applications) => {
        if (relate) return <RelateSearch />;
        const ownCertifications = applications.filter((a) => a.kind === 'ORG');
        // The server resubmits the newest returned certification (the list is newest first) in place.
        const returned = ownCertifications.find((a) => a.status === 'BACK');
        const refused = returned ?? mostRecent(ownCertifications.filter((a) => a.status === 'FAIL'));
        return (
          <>
            {refused ? <ApplicationStatus application={refused} /> : null}
            <OrgCertifyForm key={returned?.id ?? 'new'} initialValues={valuesFrom(returned)} onSubmit={submit} />
          </>
        );
      }}
    </UnlessPending>
  );
}

/**
 * /regist/org: a user without an organisation applies to have theirs certified (SPEC §2, §3), after
 * looking it up in the park's registry; opened for 关联企业 it leads with that search.
 */
export default function OrgCertifyPage() {
  const relate = isRelateIntent(useLocation().state);
  return (
    <PageFrame title={relate ? '关联企业' : '企业认证'}>
      <Content relate={relate} />
    </PageFrame>
  );
}
