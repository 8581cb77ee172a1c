import type { ReactNode } from 'react';
import { Loaded } from '@/ui/loaded';
import { Empty } from '@/ui/states';
import { chainNodeOrgs, type IndustryChainMap, type IndustryNodeOrgs } from '../api';
import { ChainFrame } from './chain-frame';

export type NodeWithOrgs = IndustryNodeOrgs['nodes'][number];

function NodeOrgs({ chainId, map, children }: { chainId: number; map: IndustryChainMap; children: (nodes: NodeWithOrgs[], map: IndustryChainMap) => ReactNode }) {
  const state = chainNodeOrgs.useQuery(chainId);
  return (
    <Loaded state={state}>
      {({ nodes }) => (nodes.some((n) => n.orgs.length) ? children(nodes, map) : <Empty title="本链尚未标注本地企业" description="在“产业链维护 › 本地企业”中把园区企业标注到环节上" />)}
    </Loaded>
  );
}

/** A chain screen about its enterprises (本地企业, 配套, 供应企业): each link and product with the enterprises tagged to it. */
export function NodeOrgsScreen({ title, view, children }: { title: string; view: (id: number) => string; children: (nodes: NodeWithOrgs[], map: IndustryChainMap) => ReactNode }) {
  return (
    <ChainFrame title={title} view={view}>
      {(map, chainId) => (
        <NodeOrgs chainId={chainId} map={map}>
          {children}
        </NodeOrgs>
      )}
    </ChainFrame>
  );
}

/** One row per enterprise and node: where it sits on the chain and what it makes there. */
export interface OrgAtNode {
  key: string;
  orgId: number;
  name: string;
  industry: string;
  product: string;
  node: NodeWithOrgs;
  link: string;
}

/** The chain's enterprises at their nodes, a product's enterprises under its link's name. */
export function orgsAtNodes(nodes: readonly NodeWithOrgs[]): OrgAtNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return nodes.flatMap((node) =>
    node.orgs.map((o) => ({
      key: `${String(node.id)}-${String(o.orgId)}`,
      ...o,
      node,
      link: node.level === 'PRODUCT' ? (byId.get(node.parentId ?? 0)?.name ?? '') : node.name,
    })),
  );
}
