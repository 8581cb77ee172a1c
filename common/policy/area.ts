import { defineArea } from '../contract/area.js';

/** The policy library: what the area declares about itself (common/contract/area.ts). */
export const policyArea = defineArea({
  name: 'policy',
  permissions: { 'policy.manage': { label: '政策、申报事项与指标', group: '政策管理' } },
  // A policy saved or changed waits for its review (CHECK 待审核) before it is public.
  waiting: { policies: ['CHECK'] },
});
