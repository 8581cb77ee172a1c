import { INDICATOR_DEFINITIONS, TARGET_INDICATORS } from '@common/economy/indicators';
import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { ECONOMY_AREA, ECONOMY_AREA_CHART, ECONOMY_EXPLAIN, ECONOMY_INFO, ECONOMY_INPUT, economyTargetPath } from './paths';

const ECONOMY_HOME = economyTargetPath(TARGET_INDICATORS[0]);

/**
 * 经济运行's operator screens (SPEC §2): one target page registered under each indicator's path
 * (the page reads the indicator from it), and the areas' monthly entry.
 */
const route = routesOf('economy', { permission: 'economy.view' });
const menu = (order: number) => route.inMenu('诉求、消息、产业、项目与经济', order);
const targetPage = () => import('./pages/target-page');

export const routes: RouteEntry[] = [
  ...TARGET_INDICATORS.map((key, i) =>
    i === 0
      ? menu(60)(economyTargetPath(key), '经济目标完成情况', targetPage)
      : route.operator(economyTargetPath(key), INDICATOR_DEFINITIONS[key].name, targetPage, {
          parent: ECONOMY_HOME,
        }),
  ),
  menu(61)(ECONOMY_AREA, '片区经济指标', () => import('./pages/area-page')),
  route.operator(ECONOMY_AREA_CHART, '片区经济指标图表', () => import('./pages/area-chart-page'), {
    parent: ECONOMY_AREA,
  }),
  menu(62)(ECONOMY_INPUT, '片区月度数据填报', () => import('./pages/input-page'), {
    permission: 'economy.input',
  }),
  menu(63)(ECONOMY_INFO, '经济运行简报', () => import('./pages/info-page')),
  route.operator(ECONOMY_EXPLAIN, '数据说明管理', () => import('./pages/explain-manage-page'), {
    parent: ECONOMY_HOME,
    permission: 'economy.manage',
  }),
  route.operator('/op/economy/indicator/:type', '指标定义', () => import('./pages/indicator-page'), {
    parent: ECONOMY_HOME,
    sample: { params: { type: 'industry' } },
  }),
  route.operator('/op/economy/indicatorManage/:type', '指标管理', () => import('./pages/indicator-manage-page'), {
    parent: ECONOMY_HOME,
    permission: 'economy.manage',
    sample: { params: { type: 'finance' } },
  }),
  route.operator('/op/economy/orgDataList/:type', '企业报送数据', () => import('./pages/org-data-page'), {
    parent: ECONOMY_HOME,
    sample: { params: { type: 'finance' } },
  }),
];
