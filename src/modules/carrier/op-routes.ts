import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { DIRECTORY_PATHS, ZT_MANAGE, ZT_VISITS } from './paths';

const carrier = routesOf('carrier', { permission: 'carrier.manage' });
const GROUP = '载体、创新、投资与活动';
const directoryList = () => import('./pages/op-directory-list-page');
const directoryEdit = () => import('./pages/op-directory-edit-page');

/** The directory's four screens of one kind, each under its own permission. */
function directoryRoutes(kind: 'PLATFORM' | 'INVESTOR', label: string, order: number): RouteEntry[] {
  const route = routesOf('carrier', { permission: kind === 'PLATFORM' ? 'innovation.manage' : 'investor.manage' });
  const p = DIRECTORY_PATHS[kind];
  const tag = kind === 'PLATFORM' ? 'innovation' : 'investor';
  return [
    route.inMenu(GROUP, order)(p.manage, label, directoryList),
    route.operator(p.add, `新增${label.replace('管理', '')}`, directoryEdit, { parent: p.manage }),
    route.operator(`${p.manage}/:id`, `修改${label.replace('管理', '')}`, directoryEdit, {
      parent: p.manage,
      sample: { list: `/api/dpboot/${tag}/manage/list?sysid=1`, body: { size: 1 } },
    }),
  ];
}

/** 载体、创新平台与投资机构的运营 (SPEC §2 /op/dc/ztManage, ztDetail, innovation*, investor*) and 预约看房. */
export const routes: RouteEntry[] = [
  carrier.inMenu(GROUP, 10)(ZT_MANAGE, '载体管理', () => import('./pages/op-zt-manage-page')),
  carrier.operator('/op/dc/ztDetail/:id', '载体详情', () => import('./pages/op-zt-detail-page'), {
    parent: ZT_MANAGE,
    sample: { list: '/api/dpboot/zt/manage/list?sysid=1', body: { size: 1 } },
  }),
  carrier.inMenu(GROUP, 15)(ZT_VISITS, '预约看房', () => import('./pages/op-visit-page')),
  ...directoryRoutes('PLATFORM', '创新平台管理', 20),
  ...directoryRoutes('INVESTOR', '投资机构管理', 30),
];
