import { useNavigate, useParams } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { orgPortrait, type OrgPortrait } from '../api';
import { CapitalAndPlace, Certifications, LinkedUsers } from '../parts/portrait-blocks';
import { HEADING, SECTIONS } from '../parts/portrait-sections';
import { MANAGE_PATH } from '../paths';

const TITLE = '企业画像';
const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? raw : null);

/** /op/orgPortrait/:orgid: one organisation at a glance for the park's operators. */
export default function OrgPortraitPage() {
  const navigate = useNavigate();
  const id = idOf(useParams().orgid);
  if (!id) {
    return (
      <PageFrame title={TITLE} backTo={MANAGE_PATH}>
        <NotFound title="企业不存在" onBack={() => void navigate(MANAGE_PATH)} />
      </PageFrame>
    );
  }
  return (
    <DetailPage<OrgPortrait>
      title={TITLE}
      backTo={MANAGE_PATH}
      item={orgPortrait}
      id={id}
      heading={HEADING}
      sections={SECTIONS}
      notFoundText="企业不存在"
    >
      {(portrait) => (
        <>
          <LinkedUsers orgId={portrait.profile.id} users={portrait.users} />
          <Certifications entries={portrait.certifications} />
          <CapitalAndPlace portrait={portrait} />
        </>
      )}
    </DetailPage>
  );
}
