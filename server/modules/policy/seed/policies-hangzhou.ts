import library from './policies-hangzhou.json';
import { readPolicySpecs, type PolicySpec } from './policies-spec.js';

/**
 * The policy library of the default park (杭州高新区（滨江）): national, Zhejiang, Hangzhou, district
 * and park policies, titles and issuers as the departments name them. Amounts in 万元.
 */
export const HANGZHOU_POLICIES: readonly PolicySpec[] = readPolicySpecs(library);
