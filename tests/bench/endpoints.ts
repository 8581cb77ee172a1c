import { ORG_SEARCH_P95_MS } from './budgets.js';

/**
 * What each endpoint stands for in the report:
 * - ceiling: unsigned and empty — the most this machine's server can answer at all;
 * - signing: signed and empty — the ceiling minus one RSA decryption; every signed endpoint is
 *   compared with it, so the ratio shows what the endpoint's own work costs;
 * - list: a signed endpoint that reads real data; held to the DESIGN's throughput budget.
 */
export type EndpointKind = 'ceiling' | 'signing' | 'list';

export interface Endpoint {
  /** Unique, short: the report's row label. */
  name: string;
  method: 'GET' | 'POST';
  /** Path under the server's origin, query string included. */
  path: string;
  /** Sent as JSON; absent for no body. */
  body?: unknown;
  signed: boolean;
  kind: EndpointKind;
  /** A latency budget for this endpoint's p95, in ms (DESIGN §6: org search under 50 ms). */
  p95BudgetMs?: number;
}

/**
 * The endpoint table. Later issues append their list endpoints here, and nothing else:
 * probing, load, report and budgets all follow this table. Example (ORG_SEARCH_P95_MS comes
 * from ./budgets.js):
 *
 *   {
 *     name: 'org search',
 *     method: 'POST',
 *     path: '/api/parkboot/v2/org/listEsOrg',
 *     body: { pageNum: 1, pageSize: 10, keyword: '科技' },
 *     signed: true,
 *     kind: 'list',
 *     p95BudgetMs: ORG_SEARCH_P95_MS,
 *   },
 */
export const endpoints: readonly Endpoint[] = [
  { name: 'clock unsigned', method: 'GET', path: '/api/need/clock', signed: false, kind: 'ceiling' },
  { name: 'clock signed', method: 'GET', path: '/api/dpboot/clock', signed: true, kind: 'signing' },
  { name: 'org search', kind: 'list', method: 'POST', path: '/api/parkboot/v2/org/listEsOrg', body: { search: '科技', size: 20, pagenum: 1 }, signed: true, p95BudgetMs: ORG_SEARCH_P95_MS },
  { name: 'org search filtered', kind: 'list', method: 'POST', path: '/api/parkboot/v2/org/listEsOrg', body: { parkids: [1002], fieldids: [1], registercapitals: ['100-500', '500-1000'], setuptims: ['3-5', '5-10'], size: 20, pagenum: 1 }, signed: true, p95BudgetMs: ORG_SEARCH_P95_MS },
  // A public list read through the tenant-scoped handle (issue #25): the plugin's cost inside a signed request.
  { name: 'policy list', kind: 'list', method: 'GET', path: '/api/dpboot/policy/listpolices?pagenum=1&size=20', signed: true },
  // The score big-screen's aggregates, on the version tests/bench/integral.ts computed for every enterprise.
  { name: 'score big-screen overview', kind: 'list', method: 'GET', path: '/api/dpboot/integral/bigscreen/overview', signed: true },
  { name: 'score big-screen chain', kind: 'list', method: 'GET', path: '/api/dpboot/integral/bigscreen/chain/electron', signed: true },
  // The carriers' public lists (issue 31): the carrier list with its counts, and the spaces free now within 10 km of a point, each measured and sorted by distance.
  { name: 'carrier list', kind: 'list', method: 'GET', path: '/api/dpboot/zt/list?pagenum=1&size=20', signed: true },
  { name: 'carrier spaces near me', kind: 'list', method: 'GET', path: '/api/dpboot/zt/resourceList?status=FREE&near=120.21,30.21&km=10&pagenum=1&size=20', signed: true },
];
