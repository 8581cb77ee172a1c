/**
 * The policy library (政策库), its quotas (指标), the quick-match questionnaire (政策快速匹配) and
 * hot policies: the enums, limits, endpoint paths and DTOs of every `/api/dpboot/policy/…` call.
 * The server's TypeBox schemas and the policy screens both follow this file.
 *
 * Conventions: dates of a guide are 'YYYY-MM-DD' (park time, Asia/Shanghai), timestamps ISO-8601;
 * money is 万元 (a double); list answers are `{ list, total }`; `indexnumber` orders ascending.
 */

export * from './policy-api.js';
export * from './policy-dto-library.js';
export * from './policy-dto-match.js';
export * from './policy-enums.js';
