import { industryContract as c, TARGET_STATE_KEYS, type TargetState } from '@common/industry/contract';
import { defineAction, defineList, defineQuery } from '@/ui/resource';

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
  toQuery: (q: TargetQuery) => ({ chainId: idOf(q.chainId), nodeId: idOf(q.nodeId), state: stateOf(q.state), search: q.search?.trim() || undefined }),
});

const AFFECTED = [chainCatalog, chainMap, chainNode, chainNodeOrgs, chainTargets, investCounts];
export const saveTarget = defineAction(c.saveTarget, { revalidate: AFFECTED });
export const saveNode = defineAction(c.saveNode, { revalidate: AFFECTED });
export const deleteNode = defineAction(c.deleteNode, { toInput: (id: number) => ({ id }), revalidate: AFFECTED });
export const tagOrgs = defineAction(c.tag, { revalidate: AFFECTED });
export const untagOrg = defineAction(c.untag, { revalidate: AFFECTED });
