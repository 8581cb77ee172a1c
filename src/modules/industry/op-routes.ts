import { routesOf } from '@/core/route-helpers';
import type { RouteEntry, RouteSample } from '@/core/route-types';
import { IM_HOME, IM_ORG_DEVICE, IM_ORG_LIST, IM_SEARCH, IM_TORCH_RANK } from './paths';

const view = routesOf('industry', { permission: 'industry.view' });
const manage = routesOf('industry', { permission: 'industry.manage' });
const inMenu = view.inMenu('产业地图');

/** The demo park's first chain, and a node of it that has a target. */
const CHAIN: RouteSample = { list: '/api/parkboot/v2/industryMap/listStandTopCatalog?sysid=1' };
const NODE = (chain: string, node: string): RouteSample => ({ list: '/api/parkboot/industry/targets?size=1&sysid=1', fields: { [chain]: 'chainId', [node]: 'nodeId' } });
const TYPE: RouteSample = { ...CHAIN, fields: { type: 'id' } };
const UNDER = { parent: IM_HOME };
const DEVICE: RouteSample = { list: '/api/parkboot/industry/org/devices?size=1&sysid=1' };
const at = (order: number) => ({ menu: { group: '产业地图' as const, order } });

/** 产业链图谱 and its upkeep (SPEC §2 /op/im, /op/indusManage). */
export const routes: RouteEntry[] = [
  inMenu(IM_HOME, '产业链图谱', () => import('./pages/catalog-page'), at(10)),
  inMenu(IM_SEARCH, '产业链搜索', () => import('./pages/search-page'), at(20)),
  inMenu(IM_TORCH_RANK, '火炬统计排行', () => import('./pages/torch-rank-page'), at(30)),
  inMenu('/op/im/torch/all', '火炬统计企业明细', () => import('./pages/torch-all-page'), at(31)),
  inMenu('/op/im/torch/compare', '火炬统计企业对比', () => import('./pages/torch-compare-page'), at(32)),
  inMenu(IM_ORG_LIST, '产业企业名录', () => import('./pages/org-list-page'), at(40)),
  inMenu('/op/im/org/analysis', '产业企业分析', () => import('./pages/org-analysis-page'), at(41)),
  inMenu('/op/im/org/product', '产业企业产品', () => import('./pages/org-product-page'), at(42)),
  inMenu(IM_ORG_DEVICE, '企业设备', () => import('./pages/org-device-page'), at(43)),
  view.operator('/op/im/org/deviceDetail/:id', '设备详情', () => import('./pages/device-detail-page'), { sample: DEVICE, parent: IM_ORG_DEVICE }),
  inMenu('/op/im/org/model', '企业数据模型', () => import('./pages/org-model-page'), at(44)),
  view.operator('/op/im/map/:id', '产业链企业地图', () => import('./pages/map-page'), { sample: CHAIN, ...UNDER }),
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
  manage.operator('/op/indusManage/local/:type', '本地企业维护', () => import('./pages/manage-local-page'), { sample: TYPE, ...UNDER }),
  manage.operator('/op/indusManage/merchant/:type', '招商目标维护', () => import('./pages/manage-merchant-page'), { sample: TYPE, ...UNDER }),
];
