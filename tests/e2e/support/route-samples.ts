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

const firstPolicyId = async (api: SignedApi) =>
  (await api.get<Page<{ id: number }>>('/api/dpboot/policy/listpolices?size=1&sysid=1')).list[0]!.id;

export const ROUTE_SAMPLES: Record<string, (api: SignedApi) => Promise<string>> = {
  // Declarations: an open notice of the demo park; applications as the visitor may see them (the ORG user's own, the park's for operators).
  '/policy/declareDetail/:id': async (api) =>
    `/policy/declareDetail/${(await api.get<Page<{ id: number }>>('/api/dpboot/declare/xg_list_declare?phase=OPEN&size=1&sysid=1')).list[0]!.id}`,
  // The form opens (rather than forwarding to the progress screen) for one the ORG user has not submitted.
  '/policy/declareProcess/:id': async (api) => {
    const { list } = await api.get<Page<{ id: number; mine: { state: string } | null }>>('/api/dpboot/declare/xg_list_declare?phase=OPEN&size=20&sysid=1');
    return `/policy/declareProcess/${list.find((d) => !d.mine || d.mine.state === 'TOSUBMIT' || d.mine.state === 'BACK')!.id}`;
  },
  '/policy/process/detail/:id': async (api) =>
    `/policy/process/detail/${(await api.get<Page<{ id: number }>>('/api/dpboot/declare/list_declareAndOrg?size=1&sysid=1')).list[0]!.id}`,
  '/op/declare/edit/:id': async (api) =>
    `/op/declare/edit/${(await api.get<Page<{ id: number }>>('/api/dpboot/declare/xg_list_declare?size=1&sysid=1')).list[0]!.id}`,
  '/op/declare/detail/:id': async (api) =>
    `/op/declare/detail/${(await api.get<Page<{ id: number }>>('/api/dpboot/declare/xg_list_declare?size=1&sysid=1')).list[0]!.id}`,
  '/op/policy/declare/:id': async (api) =>
    `/op/policy/declare/${(await api.get<Page<{ id: number }>>('/api/dpboot/declare/list_declareAndOrg?state=TOAUDIT&size=1&sysid=1')).list[0]!.id}`,
  // Appeals: the ORG user's first appeal of the demo park (login routes open as that user), the park's first for operators.
  '/user/appeal/detail/:id': async (api) =>
    `/user/appeal/detail/${(await api.get<Page<{ id: number }>>('/api/dpboot/appeal/mine?size=1&sysid=1')).list[0]!.id}`,
  '/op/appeal/detail/:id': async (api) =>
    `/op/appeal/detail/${(await api.get<Page<{ id: number }>>('/api/dpboot/appeal/list?size=1&sysid=1')).list[0]!.id}`,
  // Policy: a published policy of the demo park; test records open as the login prompt to anonymous visitors.
  '/policy/detail/:id': async (api) => `/policy/detail/${await firstPolicyId(api)}`,
  '/policy/record/:id': async () => '/policy/record/1',
  '/policy/answer/:id': async () => '/policy/answer/1',
  '/policy/policyNum/:id': async () => '/policy/policyNum/1?bucket=MATCHED',
  '/op/policy/edit/:id': async (api) => `/op/policy/edit/${await firstPolicyId(api)}`,
  '/op/policy/enterprise/:id': async (api) => `/op/policy/enterprise/${await firstPolicyId(api)}`,
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
