import { AuditActions } from '@/ui/audit-actions';
import { DetailPage } from '@/ui/detail-page';
import { ExportButton } from '@/ui/list-page';
import { application, auditApplication, exportApplication, type ApplicationDetail } from '../../api';
import { opQueuePath } from '../../paths';
import { ApplicationHeading, ApplicationHistory, ApplicationSections, LandingDocument } from '../../parts/application-sections';
import { LandingForm } from '../../parts/landing-form';
import { MaterialSlots } from '../../parts/material-slots';
import { quoted } from '@common/quoted';

/** /op/policy/declare/:id: one application — form, files by material, trail — and the decision, then the landing. */
export default function DeclareAuditPage() {
  return (
    <DetailPage<ApplicationDetail>
      title="申报审核"
      backTo={opQueuePath('TOAUDIT')}
      item={application}
      sections={[]}
      notFoundText="申报不存在或已被删除"
      right={(a) => <ExportButton compact download={() => exportApplication(a.id)} />}
      footer={(a, { refresh }) =>
        a.state === 'TOAUDIT' ? (
          <AuditActions
            passConfirm={`确定通过${quoted(a.orgName)}的申报吗？通过后可登记兑现信息。`}
            onAudit={async (input) => {
              await auditApplication({ id: a.id, ...input });
              await refresh();
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        ) : null
      }
    >
      {(a, { refresh }) => (
        <>
          <ApplicationHeading application={a} />
          <ApplicationSections application={a} />
          <MaterialSlots applicationId={a.id} materials={a.materials} editable={false} />
          <LandingDocument application={a} canDownload />
          {a.state === 'PASS' ? <LandingForm application={a} onSaved={refresh} /> : null}
          <ApplicationHistory application={a} />
        </>
      )}
    </DetailPage>
  );
}
