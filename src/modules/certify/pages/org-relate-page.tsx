import { ErrorBlock, Toast } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { isOperator } from '../../../../common/roles';
import { useSession } from '../../../app/use-session';
import { APPLIED, applyRelate, failureMessage, isNotFound, mostRecent, useMyApplications, useOrgInfor, type OrgInfor } from '../api';
import { ApplicationStatus } from '../parts/application-status';
import { OrgCard } from '../parts/org-card';
import { BackToUserCentre, LoadFailed, LoadingCards, Notice, PageFrame, SessionMissing } from '../parts/page-frame';
import { RelateForm } from '../parts/relate-form';

/** How long the success message stays before the page reloads (SPEC §4). */
const RELOAD_DELAY_MS = 1200;

const orgIdOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function Application({ org }: { org: OrgInfor }) {
  const user = useSession();
  const mine = useMyApplications(user?.id);

  if (!user) return <SessionMissing />;
  if (isOperator(user)) return <Notice status="info" title="无需关联" description="您是园区运营人员，无需关联企业。" />;
  if (user.orgId === org.id) return <Notice status="success" title="已关联" description="您已是该企业的成员。" />;
  if (user.orgId) return <Notice status="warning" title="无法关联" description="您已归属其他企业，不能再关联该企业。" />;
  if (mine.error) return <LoadFailed onRetry={() => void mine.mutate()} />;
  if (!mine.data) return <LoadingCards />;

  const pending = mine.data.find((a) => a.status === 'TOAUDIT');
  if (pending) {
    return (
      <>
        <ApplicationStatus application={pending} />
        <BackToUserCentre />
      </>
    );
  }
  const previous = mostRecent(mine.data.filter((a) => a.kind === 'RELATE' && a.orgId === org.id));
  const returned = previous?.status === 'BACK' ? previous : undefined;

  const submit = async (values: { userName: string; idcard: string }) => {
    try {
      await applyRelate({ orgId: org.id, ...values });
    } catch (error) {
      const message = await failureMessage(error);
      if (message) Toast.show({ content: message, icon: 'fail' });
      return;
    }
    Toast.show({ content: APPLIED, icon: 'success', duration: RELOAD_DELAY_MS });
    // SPEC §4: organisation-link success reloads the page; it then shows the pending application.
    setTimeout(() => location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <>
      {previous && (previous.status === 'FAIL' || previous.status === 'BACK') ? <ApplicationStatus application={previous} /> : null}
      <RelateForm key={returned?.id ?? 'new'} initialValues={{ userName: returned?.userName || undefined }} onSubmit={submit} />
    </>
  );
}

/** /regist/orgRelate/:id: a user asks to be linked to an existing organisation (SPEC §2, §3). */
export default function OrgRelatePage() {
  const orgId = orgIdOf(useParams().id);
  const org = useOrgInfor(orgId);

  let body;
  if (orgId === null || isNotFound(org.error)) {
    body = <ErrorBlock status="empty" title="企业不存在" description="链接中的企业不存在或不属于本园区，请核对链接" />;
  } else if (org.error) {
    body = <LoadFailed onRetry={() => void org.mutate()} />;
  } else if (!org.data) {
    body = <LoadingCards />;
  } else {
    body = (
      <>
        <OrgCard org={org.data} />
        <Application org={org.data} />
      </>
    );
  }
  return <PageFrame title="关联企业">{body}</PageFrame>;
}
