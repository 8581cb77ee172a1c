import { defineTodo } from '../contract/todo.js';
import { certifyContract } from './contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts). */
export const todos = [
  defineTodo({
    key: 'org-certify',
    label: '企业认证待审核',
    endpoint: certifyContract.counts,
    pick: (c) => c.ORG.TOAUDIT,
    link: '/op/orgAudit/TOAUDIT',
    waits: { record: 'org_applications', status: 'TOAUDIT' },
  }),
  defineTodo({
    key: 'org-relate',
    label: '关联企业待审核',
    endpoint: certifyContract.counts,
    pick: (c) => c.RELATE.TOAUDIT,
    link: '/op/orgRelate/TOAUDIT',
    waits: { record: 'org_applications', status: 'TOAUDIT' },
  }),
];
