import { industryContract as c, TARGET_STATE_KEYS, type TargetState } from '@common/industry/contract';
import {
  DEVICE_STATUS_KEYS as DEVICE_STATUS_KEYS_,
  orgLayoutContract as o,
} from '@common/industry/org/contract';
import { torchContract as t } from '@common/industry/torch/contract';
import { orgContract } from '@common/org/contract';
import { call } from '@/core/endpoint-call';
import { defineAction, defineDownload, defineList, defineQuery } from '@/ui/resource';

/** The industry map's resources (common/industry/contract.ts). */

export {
  NODE_LEVELS,
  STREAMS,
  STREAM_KEYS,
  STRENGTHS,
  TARGET_SCALES,
  TARGET_STATES,
  TARGET_STATE_KEYS,
  type IndustryCatalog,
  type IndustryChainMap,
  type IndustryNode,
  type IndustryNodeDetail,
  type IndustryNodeOrgs,
  type IndustryTarget,
  type SaveNodeInput,
  type SaveTargetInput,
  type TargetImportResult,
  type Strength,
  type Stream,
  type TargetState,
} from '@common/industry/contract';

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const stateOf = (v: string | undefined): TargetState | undefined => TARGET_STATE_KEYS.find((s) => s === v);

export const chainCatalog = defineQuery(c.catalog, { toInput: () => ({}) });
export const chainMap = defineQuery(c.chain, { toInput: (directoryId: number) => ({ directoryId }) });
export const chainNode = defineQuery(c.node, { toInput: (id: number) => ({ id }) });
export const chainNodeOrgs = defineQuery(c.nodeOrgs, { toInput: (directoryId: number) => ({ directoryId }) });
export const chainSearch = defineQuery(c.search, { toInput: (keyword: string) => ({ keyword }) });
export const investCounts = defineQuery(c.countInvests, { toInput: () => ({}) });

/** The targets' URL state (string-valued, as ListPage keeps it); the chain is the screen's. */
export type TargetQuery = { chainId?: string; nodeId?: string; state?: string; search?: string };
export const chainTargets = defineList(c.targets, {
  toQuery: (q: TargetQuery) => ({
    chainId: idOf(q.chainId),
    nodeId: idOf(q.nodeId),
    state: stateOf(q.state),
    search: q.search?.trim() || undefined,
  }),
});

/** What a change to a chain (its nodes, tags or targets) may change. */
export const AFFECTED = [chainCatalog, chainMap, chainNode, chainNodeOrgs, chainTargets, investCounts];
export const saveTarget = defineAction(c.saveTarget, { revalidate: AFFECTED });
export const targetTemplate = defineDownload(c.importTemplate, { toInput: (id: number) => ({ id }) });
/** 导入 of a chain's targets: the .xlsx as multipart (field `file`); any bad row saves nothing. */
export function importTargets(chainId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(c.importTargets, { id: chainId }, { multipart: form, loading: '导入中……' });
}
export const saveNode = defineAction(c.saveNode, { revalidate: AFFECTED });
export const deleteNode = defineAction(c.deleteNode, {
  toInput: (id: number) => ({ id }),
  revalidate: AFFECTED,
});
export const tagOrgs = defineAction(c.tag, { revalidate: AFFECTED });
export const untagOrg = defineAction(c.untag, { revalidate: AFFECTED });
/** The park's enterprises by name, for tagging them to a node (the directory's own search). */
export const parkOrgs = defineQuery(orgContract.list, {
  key: 'industry-park-orgs',
  toInput: (search: string) => ({ search, orgtypes: ['ORG' as const], size: 20, pagenum: 1 }),
});

/* 火炬统计 and 产业企业 (common/industry/torch, common/industry/org). */
export {
  TORCH_METRICS,
  TORCH_METRIC_KEYS,
  TORCH_COMPARE,
  type TorchMetric,
  type TorchRow,
} from '@common/industry/torch/contract';
export {
  DEVICE_STATUSES,
  DEVICE_STATUS_KEYS,
  type DeviceRow,
  type IndustryOrgRow,
  type DeviceStatus,
} from '@common/industry/org/contract';

export const torchYears = defineQuery(t.years, { toInput: () => ({}) });
export const torchRank = defineQuery(t.rank);
export type TorchAllQuery = { year?: string; chainId?: string; search?: string };
export const torchAll = defineList(t.all, {
  toQuery: (q: TorchAllQuery) => ({
    year: idOf(q.year) ?? 0,
    chainId: idOf(q.chainId),
    search: q.search?.trim() || undefined,
  }),
});
export const torchCompare = defineQuery(t.compare, {
  toInput: (ids: readonly number[]) => ({ orgIds: ids.join(',') }),
});
export const torchByChain = defineQuery(t.byDirAndPark);

export const chainNames = defineQuery(o.listNames, { toInput: () => ({}) });
export const chainOrgsOnMap = defineQuery(o.listSubs, {
  toInput: (chainId: number | undefined) => (chainId ? { chainId } : {}),
});
export const orgStatistics = defineQuery(o.statistics, {
  toInput: (chainId: number | undefined) => (chainId ? { chainId } : {}),
});
export type OrgQuery = { chainId?: string; search?: string };
export const industryOrgList = defineList(o.orgs, {
  toQuery: (q: OrgQuery) => ({ chainId: idOf(q.chainId), search: q.search?.trim() || undefined }),
});
export const orgProducts = defineList(o.products, {
  toQuery: (q: OrgQuery) => ({ chainId: idOf(q.chainId), search: q.search?.trim() || undefined }),
});
export type DeviceQuery = { status?: string; category?: string; search?: string };
export const orgDevices = defineList(o.devices, {
  toQuery: (q: DeviceQuery) => ({
    status: DEVICE_STATUS_KEYS_.find((s) => s === q.status),
    category: q.category || undefined,
    search: q.search?.trim() || undefined,
  }),
});
export const deviceCategories = defineQuery(o.devices, {
  toInput: () => ({ size: 1 }),
  key: 'industry-device-categories',
});
export const deviceDetail = defineQuery(o.device, { toInput: (id: number) => ({ id }) });
export const dataModel = defineQuery(o.model, { toInput: () => ({}) });
