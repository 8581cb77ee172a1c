import type { PolicySpec } from './policies-spec.js';
import { CITY } from './policies-hangzhou-city.js';
import { DISTRICT } from './policies-hangzhou-district.js';
import { PARK } from './policies-hangzhou-park.js';
import { NATIONAL, PROVINCIAL } from './policies-hangzhou-upper.js';

/**
 * The policy library of the default park (杭州高新区（滨江）): national, Zhejiang, Hangzhou, district
 * and park policies, titles and issuers as the departments name them.
 */
export const HANGZHOU_POLICIES: readonly PolicySpec[] = [
  ...NATIONAL,
  ...PROVINCIAL,
  ...CITY,
  ...DISTRICT,
  ...PARK,
];
