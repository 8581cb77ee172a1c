import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AuditActions } from '@/ui/audit-actions';
import { DetailPage } from '@/ui/detail-page';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { application, review, type ApplicationDetail, type Kind } from '../api';
import { HEADING, SECTIONS } from '../parts/detail-fields';
import { DocumentPreviews } from '../parts/document-previews';
import { Files } from '../parts/files';
import { OrgMatch } from '../parts/org-match';
import { detailPath, queuePath } from '../paths';
import { quoted } from '@common/quoted';

const TITLE = '审核详情';
const kindOf = (raw: string | undefined): Kind | null => (raw === 'ORG' || raw === 'RELATE' ? raw : null);
const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? raw : null);

/** /op/orgAuditDetail/:type/:id: everything needed to decide one application, and the decision. */
export default function OrgAuditDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const kind = kindOf(params.type);
  const id = idOf(params.id);
  const loaded = application.useItem(kind && id);
  // The id decides the record; a link with the other kind is corrected rather than refused.
  const actualKind = loaded.data?.kind;
  useEffect(() => {
    if (id && actualKind && actualKind !== kind) void navigate(detailPath(actualKind, Number(id)), { replace: true });
  }, [actualKind, kind, id, navigate]);
  // Set once this operator decided here: the bottom bar then leads on to the next application.
  const [decided, setDecided] = useState<string | null>(null);

  if (!kind || !id) {
    return (
      <PageFrame title={TITLE} backTo={queuePath('ORG')}>
        <NotFound title="申请不存在" onBack={() => void navigate(queuePath(kind ?? 'ORG'))} />
      </PageFrame>
    );
  }

  return (
    <DetailPage<ApplicationDetail>
      title={TITLE}
      backTo={queuePath(kind, 'TOAUDIT')}
      item={application}
      id={id}
      heading={HEADING}
      sections={SECTIONS}
      notFoundText="申请不存在或已被删除"
      footer={(a, { refresh }) =>
        a.status === 'TOAUDIT' ? (
          <AuditActions
            passConfirm={
              a.kind === 'ORG'
                ? `确定通过${quoted(a.fullname)}的认证吗？${a.org ? '申请人将归属园区内已有的该企业。' : '将新建该企业并由申请人归属。'}`
                : `确定同意申请人关联${quoted(a.fullname)}吗？`
            }
            onAudit={async (input) => {
              await review({ id: a.id, ...input });
              setDecided(id);
              await refresh();
              // The outcome (status tag, 审核结果) is at the top; the decision was made at the bottom.
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        ) : decided === id ? (
          <Button block color="primary" onClick={() => void navigate(queuePath(a.kind, 'TOAUDIT'))}>
            继续审核下一条
          </Button>
        ) : null
      }
    >
      {(a) => (
        <>
          {/* In the order a decision is made: documents against the typed fields, then what passing does. */}
          <DocumentPreviews files={a.attachments} />
          <OrgMatch application={a} />
          <Files application={a} />
        </>
      )}
    </DetailPage>
  );
}
