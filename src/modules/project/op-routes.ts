import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { PROJECT_ADD, PROJECT_AREA, PROJECT_CHANGE, PROJECT_OWN, PROJECT_STAGE_PATHS, PROJECT_TARGET } from './paths';

/**
 * 招商/建设项目's operator screens (SPEC §2): one list registered under each stage's path (the
 * page reads the stage from it), the targets, the areas, the changes, my department's, a detail.
 */
const route = routesOf('project', { permission: 'project.view' });
const menu = (order: number) => route.inMenu('诉求、消息、产业、项目与经济', order);
const stagePage = () => import('./pages/stage-page');

export const routes: RouteEntry[] = [
  menu(50)(PROJECT_STAGE_PATHS.SIGN, '签约项目', stagePage),
  menu(51)(PROJECT_STAGE_PATHS.BEGIN, '开工项目', stagePage),
  menu(52)(PROJECT_STAGE_PATHS.PRODUCE, '投产项目', stagePage),
  menu(53)(PROJECT_TARGET, '年度项目目标', () => import('./pages/target-page')),
  menu(54)(PROJECT_AREA, '片区项目', () => import('./pages/area-page')),
  menu(55)(PROJECT_CHANGE, '项目变更', () => import('./pages/change-page')),
  menu(56)(PROJECT_OWN, '本部门项目', () => import('./pages/own-page')),
  route.operator(PROJECT_ADD, '新建项目', () => import('./pages/add-page'), { parent: PROJECT_STAGE_PATHS.SIGN, permission: 'project.manage' }),
  route.operator('/op/project/detail/:id', '项目详情', () => import('./pages/detail-page'), {
    parent: PROJECT_STAGE_PATHS.SIGN,
    sample: { list: '/api/dpboot/project/list?size=1&sysid=1' },
  }),
];
