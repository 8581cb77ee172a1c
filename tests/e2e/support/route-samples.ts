import type { SignedApi } from './api.js';

/**
 * A concrete URL for every registered route with parameters, found from real data where ids
 * depend on it. The coverage test fails for a parameterised route missing here.
 */
export const ROUTE_SAMPLES: Record<string, (api: SignedApi) => Promise<string>> = {
  '/regist/orgRelate/:id': async (api) => {
    const found = await api.post<{ list: { id: number }[] } | null>('/api/parkboot/v2/org/listEsOrg', { sysid: 1, size: 1 });
    // The demo park's first organisation has id 1 (the seed inserts tenant 1's organisations first).
    return `/regist/orgRelate/${found?.list[0]?.id ?? 1}`;
  },
};
