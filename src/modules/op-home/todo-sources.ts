import type { ApiBase } from '@common/constants';

/**
 * The workbench's to-do counts, as data: each area exposes a counts endpoint; the workbench shows
 * what it picks and links to the queue. Areas join here as their audit queues land.
 */
export interface TodoSource {
  key: string;
  label: string;
  base: ApiBase;
  path: string;
  pick: (counts: unknown) => number;
  link: string;
}

interface AuditCounts {
  ORG: Record<'TOAUDIT', number>;
  RELATE: Record<'TOAUDIT', number>;
}

export const TODO_SOURCES: TodoSource[] = [
  {
    key: 'org-certify',
    label: '企业认证待审核',
    base: 'dpboot',
    path: 'certify/applications/counts',
    pick: (counts) => (counts as AuditCounts).ORG.TOAUDIT,
    link: '/op/orgAudit/TOAUDIT',
  },
  {
    key: 'org-relate',
    label: '关联企业待审核',
    base: 'dpboot',
    path: 'certify/applications/counts',
    pick: (counts) => (counts as AuditCounts).RELATE.TOAUDIT,
    link: '/op/orgRelate/TOAUDIT',
  },
  {
    key: 'notice',
    label: '通知待发布',
    base: 'dpboot',
    path: 'notice/manage/counts',
    pick: (counts) => (counts as { CHECK: number }).CHECK,
    link: '/op/notice?status=CHECK',
  },
  {
    key: 'declare',
    label: '政策申报待审核',
    base: 'dpboot',
    path: 'declare/countDeclareAndOrg',
    pick: (counts) => (counts as { TOAUDIT: number }).TOAUDIT,
    link: '/op/policy/declare?state=TOAUDIT',
  },
  {
    key: 'appeal',
    label: '诉求待受理',
    base: 'dpboot',
    path: 'appeal/counts',
    pick: (counts) => (counts as { SUBMITTED: number }).SUBMITTED,
    link: '/op/appeal/list/SUBMITTED',
  },
];
