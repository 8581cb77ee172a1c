import { defineArea } from '../contract/area.js';

/** 经济运行 (/op/economyTarget, /op/economyArea, /op/economyInfo, /op/economy/*): what the area declares about itself. */
export const economyArea = defineArea({
  name: 'economy',
  permissions: {
    'economy.view': { label: '经济运行（指标、目标与片区数据查看）', group: '诉求、消息、产业、项目与经济' },
    'economy.input': { label: '经济运行（片区月度数据填报）', group: '诉求、消息、产业、项目与经济' },
    'economy.lock': { label: '经济运行（月度数据审核锁定）', group: '诉求、消息、产业、项目与经济' },
    'economy.manage': { label: '经济运行（指标定义与数据说明维护）', group: '诉求、消息、产业、项目与经济' },
  },
});
