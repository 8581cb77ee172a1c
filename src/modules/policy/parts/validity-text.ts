import type { PolicyDetail } from '@common/policy';
import { formatDate } from '@/ui/format';

/** 有效期 as people read it: “2025-01-01 至 2027-12-31”, or “至 长期有效” without an end. */
export const validityText = (p: Pick<PolicyDetail, 'startDate' | 'endDate'>) =>
  `${formatDate(p.startDate)} 至 ${p.endDate ? formatDate(p.endDate) : '长期有效'}`;
