import { Tag } from 'antd-mobile';
import { CASE_LABELS, type CaseKind, type CaseStatus } from '@common/service/rules';
import { statusColor } from '@/ui/status';

/**
 * An application's or a requirement's status with its own words (待受理 / 待对接 …) in the colours
 * of the SPEC loan family, whose four codes (待处理, 跟进中, 完成, 不跟进) it shares.
 */
export function CaseTag({ kind, status, label }: { kind: CaseKind; status: CaseStatus; label?: string }) {
  return (
    <Tag color={statusColor('loan', status)} fill="outline" data-status={status}>
      {label ?? CASE_LABELS[kind][status]}
    </Tag>
  );
}

/** The status tabs of a kind's lists: 全部 first. */
export const caseTabs = (kind: CaseKind) => [
  { label: '全部', value: '' },
  ...(Object.entries(CASE_LABELS[kind]) as [CaseStatus, string][]).map(([value, label]) => ({ label, value })),
];
