import { defineArea } from '../contract/area.js';

/** The innovation score (创新积分): what the area declares about itself (common/contract/area.ts). */
export const integralArea = defineArea({
  name: 'integral',
  permissions: {
    'integral.score': { label: '创新积分排名、画像、分析与模拟测算', group: '服务画像、培育与创新积分' },
    'integral.indicator': { label: '创新积分指标体系（修改即生成新版本并重新计算）', group: '服务画像、培育与创新积分' },
    'integral.fill': { label: '创新积分填报与审核（批次、代填、导入、逐项审核）', group: '服务画像、培育与创新积分' },
    'integral.achievement': { label: '创新积分应用成果登记（积分贷、政策扶持、培育入库）', group: '服务画像、培育与创新积分' },
  },
  topics: { INTEGRAL: '创新积分' },
  // A submitted fill waits for its per-item audit.
  waiting: { integral_fill_submissions: ['TOAUDIT'] },
});
