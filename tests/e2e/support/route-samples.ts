import type { SignedApi } from './api.js';

/**
 * A concrete URL for every registered route with parameters, found from real data where ids
 * depend on it. The coverage test fails for a parameterised route missing here.
 */
interface Page<T> {
  list: T[];
  total: number;
}

const firstOrgId = async (api: SignedApi) =>
  (await api.post<Page<{ id: number }> | null>('/api/parkboot/v2/org/listEsOrg', { size: 1 }))?.list[0]?.id ?? 1;

export const ROUTE_SAMPLES: Record<string, (api: SignedApi) => Promise<string>> = {
  '/regist/orgRelate/:id': async (api) => {
    return `/regist/orgRelate/${await firstOrgId(api)}`;
  },
  '/op/orgPortrait/:orgid': async (api) => `/op/orgPortrait/${await firstOrgId(api)}`,
  '/notice/detail/:id': async (api) => {
    const { list } = await api.get<Page<{ id: number }>>('/api/dpboot/notice/list?size=1&sysid=1');
    return `/notice/detail/${list[0]!.id}`;
  },
  // The demo park seeds applications waiting for review; the operator opens the first one.
  '/op/orgAuditDetail/:type/:id': async (api) => {
    const { list } = await api.get<Page<{ id: number; kind: string }>>('/api/dpboot/certify/applications?size=1&sysid=1');
    return `/op/orgAuditDetail/${list[0]!.kind}/${list[0]!.id}`;
  },
};
