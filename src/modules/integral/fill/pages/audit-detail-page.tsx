import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router-dom';
import { isOrganisation } from '@common/roles';
import { useSession } from '@/core/use-session';
import { AttachmentList } from '@/ui/attachment-list';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { mySubmission } from '../api';
import { FILL_MINE, myFillPath, positiveId } from '../paths';
import { SubmissionHeading } from '../parts/heading';
import { AuditSummary, ItemsByGroup } from '../parts/items';
import { FillNotCertified } from '../parts/not-certified';
import styles from '../parts/fill.module.css';

const TITLE = '填报审核结果';

/**
 * /info/integral/fill/auditDetail/:itemid/:orgid (signed in): the audit of my organisation's
 * submission in round :itemid — each item's state and the reason it was returned, who audited and
 * when, the record; 修改后重新提交 while items are returned.
 */
export default function FillAuditDetailPage() {
  const params = useParams();
  const roundId = positiveId(params.itemid);
  const orgId = positiveId(params.orgid);
  const user = useSession();
  const navigate = useNavigate();
  const state = mySubmission.useItem(
    isOrganisation(user) && roundId && orgId === user?.orgId ? roundId : null,
  );

  const body = !isOrganisation(user) ? (
    <FillNotCertified />
  ) : !roundId || orgId !== user?.orgId ? (
    <NotFound title="没有找到本企业的这次填报" onBack={() => void navigate(FILL_MINE)} />
  ) : (
    <Loaded
      state={state}
      notFoundText="没有找到本企业的这次填报"
      backTo={FILL_MINE}
      skeleton={{ count: 3, lines: 4 }}
    >
      {(submission) => (
        <>
          <SubmissionHeading submission={submission}>
            {submission.editable ? (
              <div className={styles.actions}>
                <Button
                  size="small"
                  color="primary"
                  onClick={() => void navigate(myFillPath(submission.round.id))}
                >
                  {submission.state === 'BACK' ? '修改后重新提交' : '继续填报'}
                </Button>
              </div>
            ) : null}
          </SubmissionHeading>
          {submission.submittedAt ? null : (
            <p className={styles.banner}>尚未提交，提交后可在这里查看逐项审核结果。</p>
          )}
          <AuditSummary submission={submission} />
          <ItemsByGroup items={submission.items} />
          {submission.files.length ? (
            <div className={styles.section}>
              <AttachmentList files={submission.files} title="证明材料" />
            </div>
          ) : null}
        </>
      )}
    </Loaded>
  );
  return (
    <PageFrame title={TITLE} backTo={roundId ? myFillPath(roundId) : FILL_MINE}>
      {body}
    </PageFrame>
  );
}
