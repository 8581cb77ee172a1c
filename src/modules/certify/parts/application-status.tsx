import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { AuditStatus } from '@common/status';
import { formatDateTime } from '@/ui/format';
import { Loaded, type LoadState } from '@/ui/loaded';
import { HintText, ReasonNote } from '@/ui/notes';
import { StatusTag } from '@/ui/status-tag';
import { submittedAt, type MyApplication } from '../api';
import { BackToUserCentre } from './page-frame';
import styles from './parts.module.css';

const HINTS: Record<AuditStatus, string> = {
  TOAUDIT: '申请已提交，园区运营人员审核后会更新状态，请耐心等待。审核完成前不能提交新的申请。',
  PASS: '审核已通过。',
  FAIL: '审核未通过，可核对信息后重新提交申请。',
  BACK: '申请被退回，请根据审核意见修改后重新提交。',
};

/** One application of the user's: what it was for, where it stands, and why when it was refused. */
export function ApplicationStatus({ application }: { application: MyApplication }) {
  const { status } = application;
  const refused = status === 'FAIL' || status === 'BACK';
  return (
    <Card className={styles.card} title={`我的${application.kindLabel}申请`} extra={<StatusTag family="audit" value={status} fill="solid" />}>
      <dl className={styles.facts}>
        <dt>企业名称</dt>
        <dd>{application.fullname}</dd>
        {application.kind === 'RELATE' && application.userName ? (
          <>
            <dt>申请人</dt>
            <dd>{application.userName}</dd>
          </>
        ) : null}
        <dt>提交时间</dt>
        <dd>{formatDateTime(submittedAt(application))}</dd>
        {application.reviewedAt ? (
          <>
            <dt>审核时间</dt>
            <dd>{formatDateTime(application.reviewedAt)}</dd>
          </>
        ) : null}
      </dl>
      {refused && application.reason ? (
        <ReasonNote>{application.reason}</ReasonNote>
      ) : null}
      <HintText>{HINTS[status]}</HintText>
    </Card>
  );
}

/**
 * The user's applications once loaded: while one waits for review (TOAUDIT) only its status shows,
 * as no new application may be made before it is decided; otherwise the screen for applying.
 */
export function UnlessPending({
  mine,
  children,
}: {
  mine: LoadState<MyApplication[]>;
  children: (applications: MyApplication[]) => ReactNode;
}) {
  return (
    <Loaded state={mine} skeleton={{ count: 1, lines: 5 }}>
      {(applications) => {
        const pending = applications.find((a) => a.status === 'TOAUDIT');
        if (!pending) return children(applications);
        return (
          <>
            <ApplicationStatus application={pending} />
            <BackToUserCentre />
          </>
        );
      }}
    </Loaded>
  );
}
