import type { TenantAnswer } from './tenant.js';

/** A park's tenant answer as the tests of common/ read it (tenant.test.ts, web-manifest.test.ts). */
export const SUZHOU_ANSWER: TenantAnswer = {
  bdSysId: 2,
  logo: '/innoweb/parks/suzhou.svg',
  fullname: '苏州工业园区',
  dp_simple: '苏州园区',
  sourceParkId: 2001,
  highTechZone: '苏州工业园区（金鸡湖）',
  themeColor: '#0f766e',
};
