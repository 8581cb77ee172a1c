import type { Kysely } from 'kysely';
import type { IndustryNodeDetail } from '../../../common/industry/contract.js';
import type { DB } from '../../db/schema.js';
import { BizError } from '../../lib/errors.js';
import { chainsOf, nodesOf, taggedOf, targetsOf } from './repo.js';
import { chainOfNode } from './writes.js';

/**
 * One node: its path, local enterprises, targets, and the park's enterprises that could grow into
 * it — those on its siblings (the same link's other products, the same segment's other links) and
 * on its parent, not yet on it.
 */
export async function nodeDetail(db: Kysely<DB>, nodeId: number): Promise<IndustryNodeDetail> {
  const chainId = await chainOfNode(db, nodeId);
  const [nodes, tagged, targets] = await Promise.all([nodesOf(db, chainId), taggedOf(db, chainId), targetsOf(db, { chainId, nodeId })]);
  const node = nodes.find((n) => n.id === nodeId);
  if (!node) throw new BizError('节点不存在', 404);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path: string[] = [];
  for (let at: typeof node | undefined = node; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) path.unshift(at.name);
  const below = new Set<number>([nodeId]);
  for (const n of nodes) if (n.parentId !== null && below.has(n.parentId)) below.add(n.id);
  const orgs = tagged.filter((t) => below.has(t.nodeId));
  const own = new Set(orgs.map((o) => o.orgId));
  const near = new Set(nodes.filter((n) => n.id !== nodeId && (n.parentId === node.parentId || n.id === node.parentId)).map((n) => n.id));
  for (const n of nodes) if (n.parentId !== null && near.has(n.parentId) && n.id !== nodeId && !below.has(n.id)) near.add(n.id);
  const candidates = new Map<number, { orgId: number; name: string; from: string }>();
  for (const t of tagged)
    if (near.has(t.nodeId) && !own.has(t.orgId) && !candidates.has(t.orgId))
      candidates.set(t.orgId, { orgId: t.orgId, name: t.name, from: byId.get(t.nodeId)?.name ?? '' });
  const seen = new Set<number>();
  return {
    node,
    path,
    orgs: orgs.filter((o) => !seen.has(o.orgId) && seen.add(o.orgId)).map(({ orgId, name, industry, product }) => ({ orgId, name, industry, product })),
    targets: targets.list,
    candidates: [...candidates.values()].slice(0, 20),
  };
}

/** Nodes and enterprises whose name holds the keyword, across the park's chains, with their paths. */
export async function searchChains(db: Kysely<DB>, keyword: string) {
  const word = keyword.trim();
  if (word === '') return [];
  const list: { kind: 'NODE' | 'ORG'; name: string; chainId: number; chainName: string; nodeId: number; path: string[] }[] = [];
  for (const chain of await chainsOf(db)) {
    const [nodes, tagged] = await Promise.all([nodesOf(db, chain.id), taggedOf(db, chain.id)]);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const pathOf = (id: number) => {
      const names: string[] = [];
      for (let at = byId.get(id); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) names.unshift(at.name);
      return names;
    };
    for (const n of nodes) if (n.name.includes(word)) list.push({ kind: 'NODE', name: n.name, chainId: chain.id, chainName: chain.name, nodeId: n.id, path: pathOf(n.id) });
    for (const t of tagged)
      if (t.name.includes(word) || t.product.includes(word))
        list.push({ kind: 'ORG', name: t.name, chainId: chain.id, chainName: chain.name, nodeId: t.nodeId, path: pathOf(t.nodeId) });
  }
  return list.slice(0, 100);
}
