import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AttachmentList } from '@/ui/attachment-list';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { fillAuditDetail, operatorMayWrite, type FillAuditResult } from '../api';
import { baseOf, opFillPath, positiveId, roundOrgsPath, roundsPath } from '../paths';
import { AuditForm } from '../parts/audit-form';
import { SubmissionHeading } from '../parts/heading';
import { AuditSummary } from '../parts/items';
import { portraitOpPath } from '../../parts/ranking/paths';
import styles from '../parts/fill.module.css';

const TITLE = '填报审核';

/** What the last audit did: returned to the enterprise, or approved with the new score. */
function Result({ result, orgId, year }: { result: FillAuditResult; orgId: number; year: number }) {
  if (result.state === 'TOAUDIT')
    return (
      <p className={styles.banner} role="status" data-testid="audit-result">
        已保存本次审核，仍有项目待审核。
      </p>
    );
  if (result.state === 'BACK')
    return (
      <p className={`${styles.banner} ${styles.warn}`} role="status" data-testid="audit-result">
        审核完成：已退回企业修改，企业将在退回的项旁看到原因。
      </p>
    );
  return (
    <p className={styles.banner} role="status" data-testid="audit-result">
      审核通过，数据已入库。
      {result.score
        ? `按${String(year)}年度指标体系重新计分：${result.score.total.toFixed(2)}分，第${String(result.score.rank)}名 / 共${String(result.score.count)}家。`
        : `${String(year)}年度尚无生效的指标体系，暂不计分。`}{' '}
      {result.score ? <Link to={portraitOpPath(orgId, year)}>查看积分画像</Link> : null}
    </p>
  );
}

/**
 * /integral/fill/audit/:itemid/:orgid and /op/integral/fill/audit/:itemid/:orgid (one screen): an
 * enterprise's submission in round :itemid — each item's value and evidence, 通过 / 退回 with a
 * reason, 全部通过; after an approval, the new score.
 */
export default function FillAuditPage() {
  const base = baseOf(useLocation().pathname);
  const params = useParams();
  const roundId = positiveId(params.itemid);
  const orgId = positiveId(params.orgid);
  const navigate = useNavigate();
  const state = fillAuditDetail.useQuery(roundId && orgId ? { id: roundId, orgid: orgId } : null);
  const [result, setResult] = useState<FillAuditResult | null>(null);
  const back = roundId ? roundOrgsPath(base, roundId) : roundsPath(base);

  if (!roundId || !orgId)
    return (
      <PageFrame title={TITLE} backTo={back}>
        <NotFound title="没有找到这家企业的填报" onBack={() => void navigate(back)} />
      </PageFrame>
    );
  const submission = state.data;
  if (!submission)
    return (
      <PageFrame title={TITLE} backTo={back}>
        <Loaded
          state={state}
          notFoundText="没有找到这家企业的填报"
          backTo={back}
          skeleton={{ count: 3, lines: 4 }}
        >
          {() => null}
        </Loaded>
      </PageFrame>
    );
  const mayFill = operatorMayWrite(submission.round.phase, submission.round.closed, submission.state);
  return (
    <AuditForm
      key={`${submission.state}:${submission.auditedAt ?? ''}`}
      title={TITLE}
      backTo={back}
      submission={submission}
      onAudited={(r) => {
        setResult(r);
        void state.mutate();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      heading={
        <>
          <SubmissionHeading submission={submission} />
          {result ? <Result result={result} orgId={orgId} year={submission.round.year} /> : null}
          {submission.state === 'UNFILLED' || submission.state === 'DRAFT' ? (
            <p className={styles.banner}>该企业尚未提交，没有需要审核的数据。</p>
          ) : null}
        </>
      }
      more={
        mayFill ? (
          <Button size="large" onClick={() => void navigate(opFillPath(roundId, orgId))}>
            代填
          </Button>
        ) : undefined
      }
    >
      {submission.files.length ? (
        <div className={styles.section}>
          <AttachmentList files={submission.files} title="证明材料" />
        </div>
      ) : (
        <p className={styles.banner}>企业未上传证明材料。</p>
      )}
      <AuditSummary submission={submission} />
    </AuditForm>
  );
}
