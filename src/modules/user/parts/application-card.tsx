import { Button, Card } from 'antd-mobile';
import { AuditHistory } from '@/ui/audit-history';
import { formatDateTime } from '@/ui/format';
import { HintText, ReasonNote } from '@/ui/notes';
import { StatusTag } from '@/ui/status-tag';
import type { Application } from '../api';
import styles from './parts.module.css';

const HINTS: Record<Application['status'], string> = {
  TOAUDIT: '园区运营人员审核后会更新状态，请耐心等待。',
  PASS: '审核已通过。',
  FAIL: '审核未通过，可核对信息后重新提交。',
  BACK: '申请被退回，请根据审核意见修改后重新提交。',
};

interface Row {
  label: string;
  value: string;
}

function rowsOf(a: Application): Row[] {
  const rows: Row[] =
    a.kind === 'ORG'
      ? [
          { label: '统一社会信用代码', value: a.creditCode },
          { label: '机构类型', value: a.categoryLabel },
          { label: '法人身份证号', value: a.legalIdcard },
        ]
      : [
          { label: '统一社会信用代码', value: a.creditCode },
          { label: '申请人', value: a.userName },
          { label: '身份证号', value: a.idcard },
        ];
  rows.push({ label: '申请时间', value: formatDateTime(a.createdAt) });
  if (a.reviewedAt) rows.push({ label: '审核时间', value: formatDateTime(a.reviewedAt) });
  return rows.filter((r) => r.value);
}

/** One of the user's applications: what it was for, where it stands, why, and its trail. */
export function ApplicationCard({ application, onResubmit }: { application: Application; onResubmit?: () => void }) {
  const refused = application.status === 'FAIL' || application.status === 'BACK';
  return (
    <Card
      className={styles.card}
      title={<span className={styles.cardTitle}>{application.kindLabel}</span>}
      extra={<StatusTag family="audit" value={application.status} fill="solid" />}
    >
      <h2 className={styles.orgName}>{application.fullname}</h2>
      <dl className={styles.facts}>
        {rowsOf(application).map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {refused && application.reason ? (
        <ReasonNote>{application.reason}</ReasonNote>
      ) : null}
      <HintText>{HINTS[application.status]}</HintText>
      <details className={styles.trail} open={application.status !== 'PASS'}>
        <summary>审核记录</summary>
        <AuditHistory entries={application.history} />
      </details>
      {onResubmit ? (
        <Button block color="primary" className={styles.cardAction} onClick={onResubmit}>
          {application.status === 'BACK' ? '修改并重新提交' : '重新申请'}
        </Button>
      ) : null}
    </Card>
  );
}
