import type { TargetIndicator } from '@common/economy/indicators';

/** 经济运行's app paths (SPEC §2). */
export const economyTargetPath = (key: TargetIndicator) => `/op/economyTarget/${key}`;
export const ECONOMY_INPUT = '/op/economyArea/input';
export const ECONOMY_AREA = '/op/economyArea';
export const ECONOMY_AREA_CHART = '/op/economyArea/chart';
export const ECONOMY_INFO = '/op/economyInfo';
export const ECONOMY_EXPLAIN = '/op/economy/explainManage';

export const indicatorPath = (type: string) => `/op/economy/indicator/${type}`;
export const indicatorManagePath = (type: string) => `/op/economy/indicatorManage/${type}`;
export const orgDataPath = (type: string) => `/op/economy/orgDataList/${type}`;
