import { Toast } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { Loaded } from '@/ui/loaded';
import { NotFound } from '@/ui/states';
import { APPLIED, applyRelate, mostRecent, myApplications, orgInfor, sendApplication, type OrgInfor } from '../api';
import { ApplicationStatus, UnlessPending } from '../parts/application-status';
import { OrgCard } from '../parts/org-card';
import { Notice, PageFrame, SessionMissing } from '../parts/page-frame';
import { RelateForm } from '../parts/relate-form';

/** How long the success message stays before the page reloads (SPEC §4). */
const RELOAD_DELAY_MS = 1200;

const orgIdOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function Application({ org }: { org: OrgInfor }) {
  const user = useSession();
  const mine = myApplications.useQuery(user ? user.id : null);

  if (!user) return <SessionMissing />;
  if (isOperator(user)) return <Notice status="info" title="无需关联" description="您是园区运营人员，无需关联企业。" />;
  if (user.orgId === org.id) return <Notice status="success" title="已关联" description="您已是该企业的成员。" />;
  if (user.orgId) return <Notice status="warning" title="无法关联" description="您已归属其他企业，不能再关联该企业。" />;

  const submit = async (values: { userName: string; idcard: string }) => {
    if (!(await sendApplication(() => applyRelate({ orgId: org.id, ...values })))) return;
    Toast.show({ content: APPLIED, icon: 'success', duration: RELOAD_DELAY_MS });
    // SPEC §4: organisation-link success reloads the page; it then shows the pending application.
    setTimeout(() => location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <UnlessPending mine={mine}>
      {(applications) => {
        const previous = mostRecent(applications.filter((a) => a.kind === 'RELATE' && a.orgId === org.id));
        const returned = previous?.status === 'BACK' ? previous : undefined;
        return (
          <>
            {previous && (previous.status === 'FAIL' || previous.status === 'BACK') ? <ApplicationStatus application={previous} /> : null}
            <RelateForm key={returned?.id ?? 'new'} initialValues={{ userName: returned?.userName || undefined }} onSubmit={submit} />
          </>
        );
      }}
    </UnlessPending>
  );
}

const NOT_FOUND = '企业不存在或不属于本园区';

/** /regist/orgRelate/:id: a user asks to be linked to an existing organisation (SPEC §2, §3). */
export default function OrgRelatePage() {
  const orgId = orgIdOf(useParams().id);
  const org = orgInfor.useItem(orgId);
  return (
    <PageFrame title="关联企业">
      {orgId === null ? (
        <NotFound title={NOT_FOUND} />
      ) : (
        <Loaded state={org} notFoundText={NOT_FOUND} skeleton={{ count: 1, lines: 5 }}>
          {(data) => (
            <>
              <OrgCard org={data} />
              <Application org={data} />
            </>
          )}
        </Loaded>
      )}
    </PageFrame>
  );
}
