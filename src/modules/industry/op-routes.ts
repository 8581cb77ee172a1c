import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';
import { IM_HOME, IM_SEARCH } from './paths';

const view = routesOf('industry', { permission: 'industry.view' });
const manage = routesOf('industry', { permission: 'industry.manage' });
const inMenu = view.inMenu('产业地图');

/** The demo park's first chain, and a node of it that has a target. */
const CHAIN: RouteSample = { list: '/api/parkboot/v2/industryMap/listStandTopCatalog?sysid=1' };
const NODE = (chain: string, node: string): RouteSample => ({ list: '/api/parkboot/industry/targets?size=1&sysid=1', fields: { [chain]: 'chainId', [node]: 'nodeId' } });
const TYPE: RouteSample = { ...CHAIN, fields: { type: 'id' } };
const UNDER = { parent: IM_HOME };

/** 产业链图谱 and its upkeep (SPEC §2 /op/im, /op/indusManage). */
export const routes: RouteEntry[] = [
  inMenu(IM_HOME, '产业链图谱', () => import('./pages/catalog-page'), { menu: { group: '产业地图', order: 10 } }),
  inMenu(IM_SEARCH, '产业链搜索', () => import('./pages/search-page'), { menu: { group: '产业地图', order: 20 } }),
  view.operator('/op/im/chain/:id', '产业链图谱', () => import('./pages/chain-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/chain/:industryType/:indus/list', '节点企业名单', () => import('./pages/node-list-page'), { sample: NODE('industryType', 'indus'), ...UNDER }),
  view.operator('/op/im/merchain/:id', '补链招商', () => import('./pages/merchain-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/chainmap/:id', '产业链覆盖', () => import('./pages/chainmap-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/local/:id', '本地企业', () => import('./pages/local-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/provide/:id', '本地配套', () => import('./pages/provide-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/provideList/:id', '供应企业名单', () => import('./pages/provide-list-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/merchant/:id', '招商目标', () => import('./pages/merchant-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/invest/:id', '招商跟进', () => import('./pages/invest-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/industry/:id', '产业概览', () => import('./pages/industry-page'), { sample: CHAIN, ...UNDER }),
  view.operator('/op/im/industry2/:id/:indus', '产业节点分析', () => import('./pages/node-page'), { sample: NODE('id', 'indus'), ...UNDER }),
  manage.operator('/op/indusManage/structure/:type', '产业链结构维护', () => import('./pages/structure-page'), { sample: TYPE, ...UNDER }),
  manage.operator('/op/indusManage/merchant/:type', '招商目标维护', () => import('./pages/manage-merchant-page'), { sample: TYPE, ...UNDER }),
];
