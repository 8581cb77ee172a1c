import { defineArea } from '../contract/area.js';

/** 服务机构 and 科技服务 (SPEC §2 /op/service…, /user/service…): what the area declares about itself. */
export const serviceArea = defineArea({
  name: 'service',
  permissions: {
    'service.manage': { label: '服务机构与服务产品（审核、上下架、画像与统计）', group: '服务机构、产品与需求' },
    'service.apply': { label: '服务申请与服务需求（跟进、分派、办结）', group: '服务机构、产品与需求' },
  },
  topics: { SERVICE: '科技服务' },
  // A product waits for review; an application for its organisation or the park to take it up; a
  // requirement for answers and a choice, which the park follows.
  waiting: { service_products: ['CHECK'], service_applies: ['TOAUDIT'], service_requires: ['TOAUDIT'] },
});
