import library from './policies-suzhou.json';
import { readPolicySpecs, type PolicySpec } from './policies-spec.js';

/** The second park's (苏州工业园区) smaller library: enough to show that parks keep their own. Amounts in 万元. */
export const SUZHOU_POLICIES: readonly PolicySpec[] = readPolicySpecs(library);
