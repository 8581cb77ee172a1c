import { defineTodo } from '../contract/todo.js';
import { certifyContract } from './contract.js';

/** The two queues of applications (企业认证, 关联企业), each counted in its kind's TOAUDIT. */
const queues = [
  { kind: 'ORG', key: 'org-certify', label: '企业认证待审核', link: '/op/orgAudit/TOAUDIT' },
  { kind: 'RELATE', key: 'org-relate', label: '关联企业待审核', link: '/op/orgRelate/TOAUDIT' },
] as const;

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = queues.map(({ kind, ...shown }) =>
  defineTodo({
    ...shown,
    endpoint: certifyContract.counts,
    pick: (c) => c[kind].TOAUDIT,
    waits: { record: 'org_applications', status: 'TOAUDIT' },
  }),
);
