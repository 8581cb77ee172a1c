import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { DEFAULT_EXPORT_FILE_NAME } from '@common/constants';
import { saveBlob } from '@/core/download';
import { EnvelopeError } from '@/core/http';
import { AuditActions } from '@/ui/audit-actions';
import { DetailPage } from '@/ui/detail-page';
import { application, auditApplication, exportApplication, type ApplicationDetail } from '../../api';
import { opQueuePath } from '../../paths';
import { ApplicationHeading, ApplicationHistory, ApplicationSections, LandingDocument } from '../../parts/application-sections';
import { LandingForm } from '../../parts/landing-form';
import { MaterialSlots } from '../../parts/material-slots';

function ExportDetail({ id }: { id: number }) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const { blob, filename } = await exportApplication(id);
      saveBlob(blob, filename ?? DEFAULT_EXPORT_FILE_NAME);
    } catch (error) {
      if (!(error instanceof EnvelopeError)) Toast.show({ content: '导出失败，请稍后重试', icon: 'fail' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button size="mini" fill="none" color="primary" loading={running} disabled={running} onClick={() => void run()}>
      导出
    </Button>
  );
}

/** /op/policy/declare/:id: one application — form, files by material, trail — and the decision, then the landing. */
export default function DeclareAuditPage() {
  return (
    <DetailPage<ApplicationDetail>
      title="申报审核"
      backTo={opQueuePath('TOAUDIT')}
      item={application}
      sections={[]}
      notFoundText="申报不存在或已被删除"
      right={(a) => <ExportDetail id={a.id} />}
      footer={(a, { refresh }) =>
        a.state === 'TOAUDIT' ? (
          <AuditActions
            passConfirm={`确定通过“${a.orgName}”的申报吗？通过后可登记兑现信息。`}
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
