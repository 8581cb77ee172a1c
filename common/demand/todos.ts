import { stateTodo } from '../contract/todo.js';
import { demandContract } from './contract.js';
import { showcaseContract } from './showcase/contract.js';

/** The workbench's to-dos of the area (common/contract/todo.ts): one per review queue. */
const QUEUES = [
  ['demand', '企业需求待审核', '/op/cx/orgDemandManage?status=CHECK'],
  ['pdDemand', '产需对接需求待审核', '/op/cx/pdDemandManage/CHECK'],
  ['product', '产品待审核', '/op/cx/orgProManage/CHECK'],
  ['service', '服务待审核', '/op/cx/orgServeManage?status=CHECK'],
  ['device', '共享设备待审核', '/op/cx/orgDeviceManage/CHECK'],
  ['job', '岗位待审核', '/op/cx/pdJobManage/CHECK'],
  ['tech', '技术成果待审核', '/op/cx/orgTechnologyManage?status=CHECK'],
] as const;

export const todos = [
  ...QUEUES.map(([view, label, link]) => ({
    ...stateTodo(
      demandContract.manageCounts,
      { record: 'demand_items', status: 'CHECK' },
      { key: `demand-${view}`, label, link },
    ),
    input: { view },
  })),
  stateTodo(
    showcaseContract.counts,
    { record: 'demand_showcases', status: 'CHECK' },
    { key: 'demand-showcase', label: '企业风采待审核', link: '/op/cx/orgFcManage?status=CHECK' },
  ),
];
