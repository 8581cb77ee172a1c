import { Card } from 'antd-mobile';
import type { ApplicationDetail } from '../api';
import { AuditHistory } from '@/ui/audit-history';
import { AttachmentList } from '@/ui/attachment-list';
import { DetailSectionCard, type DetailSection } from '@/ui/detail-page';
import { formatDateTime } from '@/ui/format';
import { ReasonNote } from '@/ui/notes';
import styles from './declare.module.css';
import { DeclareStateTag } from './state-tag';

/** The blocks every view of one application shares (the enterprise's progress, the operator's audit). */

export const APPLICATION_SECTIONS: DetailSection<ApplicationDetail>[] = [
  {
    title: '申报信息',
    fields: [
      { label: '申报企业', value: 'orgName' },
      { label: '信用代码', value: 'creditCode' },
      { label: '所属政策', value: 'policyTitle' },
      { label: '申报项目', value: 'applyItemName' },
      { label: '截止日期', value: 'endDate' },
      { label: '申报人', value: 'applicantName' },
      { label: '提交时间', value: 'submittedAt', format: 'datetime' },
      { label: '审核时间', value: 'auditedAt', format: 'datetime' },
    ],
  },
  {
    title: '申报书',
    fields: [
      { label: '联系人', value: (a) => a.form.contactName },
      { label: '联系电话', value: (a) => a.form.contactPhone },
      { label: '项目名称', value: (a) => a.form.projectName },
      { label: '项目简介', value: (a) => a.form.projectSummary },
      { label: '申请金额', value: (a) => a.form.amountApplied, format: 'money' },
      { label: '上年度营业收入', value: (a) => a.form.revenue, format: 'money' },
      { label: '上年度研发投入', value: (a) => a.form.rdExpense, format: 'money' },
      { label: '职工人数', value: (a) => (a.form.employees === null ? null : `${a.form.employees} 人`) },
      { label: '备注', value: (a) => a.form.remark },
    ],
  },
  {
    title: '兑现信息',
    hidden: (a) => !a.landing,
    fields: [
      { label: '兑现金额', value: (a) => a.landing?.amount, format: 'money' },
      { label: '兑现日期', value: (a) => a.landing?.landedOn },
      { label: '兑现说明', value: (a) => a.landing?.note },
      { label: '登记人', value: (a) => a.landing?.recorderName },
      { label: '登记时间', value: (a) => a.landing?.updatedAt, format: 'datetime' },
    ],
  },
];

/** The heading: what was applied for, by whom, in which state, and why it was refused or returned. */
export function ApplicationHeading({ application: a }: { application: ApplicationDetail }) {
  return (
    <Card className={styles.card}>
      <div className={styles.headRow}>
        <h2 className={styles.headTitle}>{a.declareName}</h2>
        <DeclareStateTag state={a.state} fill="solid" />
      </div>
      <p className={styles.sub}>
        {a.orgName} · 最近更新 {formatDateTime(a.updatedAt)}
      </p>
      {a.reason && (a.state === 'BACK' || a.state === 'FAIL') ? (
        <div className={styles.spaced}>
          <ReasonNote label={a.state === 'BACK' ? '退回原因' : '审核意见'}>{a.reason}</ReasonNote>
        </div>
      ) : null}
    </Card>
  );
}

export function ApplicationSections({ application }: { application: ApplicationDetail }) {
  return (
    <>
      {APPLICATION_SECTIONS.filter((s) => !s.hidden?.(application)).map((section) => (
        <DetailSectionCard key={section.title} item={application} section={section} />
      ))}
    </>
  );
}

/** The landing document, when the caller may download it (operators; the enterprise sees its name). */
export function LandingDocument({ application, canDownload }: { application: ApplicationDetail; canDownload: boolean }) {
  const file = application.landing?.file;
  if (!file) return null;
  if (canDownload)
    return (
      <div className={styles.block}>
        <AttachmentList files={[{ ...file, title: '兑现凭证' }]} title="兑现凭证" />
      </div>
    );
  return (
    <Card className={styles.card} title="兑现凭证">
      <p className={styles.slotNote}>{file.filename}（由园区留存）</p>
    </Card>
  );
}

export function ApplicationHistory({ application }: { application: ApplicationDetail }) {
  return (
    <Card className={styles.card} title="办理进度">
      <AuditHistory entries={application.history} />
    </Card>
  );
}
