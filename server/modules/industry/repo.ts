import type { Kysely } from 'kysely';
import { strengthOf, type NodeLevel, type Stream, type TargetState } from '../../../common/industry/model.js';
import type { IndustryNode, IndustryTarget } from '../../../common/industry/contract.js';
import type { DB } from '../../db/schema.js';
import { BizError } from '../../lib/errors.js';

/** A chain's reads on the request's scoped handle: its nodes with their local counts and strength. */

export interface ChainRow {
  id: number;
  key: string;
  name: string;
  description: string;
}

export async function chainsOf(db: Kysely<DB>): Promise<ChainRow[]> {
  return db.selectFrom('industry_chains').select(['id', 'key', 'name', 'description']).orderBy('sort').orderBy('id').execute();
}

export async function chainById(db: Kysely<DB>, id: number): Promise<ChainRow> {
  const chain = await db.selectFrom('industry_chains').select(['id', 'key', 'name', 'description']).where('id', '=', id).executeTakeFirst();
  if (!chain) throw new BizError('产业链不存在', 404);
  return chain;
}

export interface Tagged {
  nodeId: number;
  orgId: number;
  name: string;
  industry: string;
  product: string;
}

/** The tagged enterprises of a chain's nodes (or of the park's chains). */
export async function taggedOf(db: Kysely<DB>, chainId?: number): Promise<Tagged[]> {
  const rows = await db
    .selectFrom('industry_node_orgs')
    .innerJoin('industry_nodes', 'industry_nodes.id', 'industry_node_orgs.node_id')
    .innerJoin('orgs', 'orgs.id', 'industry_node_orgs.org_id')
    .select(['industry_node_orgs.node_id', 'industry_node_orgs.org_id', 'orgs.fullname', 'orgs.industry_name', 'industry_node_orgs.product'])
    .$if(chainId !== undefined, (q) => q.where('industry_nodes.chain_id', '=', chainId ?? 0))
    .orderBy('orgs.fullname')
    .execute();
  return rows.map((r) => ({ nodeId: r.node_id, orgId: r.org_id, name: r.fullname, industry: r.industry_name, product: r.product }));
}

/**
 * A chain's nodes in tree order (segments, then each one's links and products), each with the
 * distinct enterprises tagged to it or below it, its strength from that count, and its targets.
 */
export async function nodesOf(db: Kysely<DB>, chainId: number): Promise<IndustryNode[]> {
  const [rows, tagged, targets] = await Promise.all([
    db.selectFrom('industry_nodes').selectAll().where('chain_id', '=', chainId).orderBy('sort').orderBy('id').execute(),
    taggedOf(db, chainId),
    db.selectFrom('industry_targets').select(['node_id']).where('chain_id', '=', chainId).where('state', '!=', 'DROPPED').execute(),
  ]);
  const children = new Map<number | null, typeof rows>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const orgsAt = new Map<number, Set<number>>();
  for (const t of tagged) orgsAt.set(t.nodeId, (orgsAt.get(t.nodeId) ?? new Set()).add(t.orgId));
  const targetsAt = new Map<number, number>();
  for (const t of targets) if (t.node_id !== null) targetsAt.set(t.node_id, (targetsAt.get(t.node_id) ?? 0) + 1);

  const out: IndustryNode[] = [];
  const walk = (parentId: number | null): { orgs: Set<number>; targets: number } => {
    const all = { orgs: new Set<number>(), targets: 0 };
    for (const r of children.get(parentId) ?? []) {
      const at = out.length;
      out.push(null as unknown as IndustryNode);
      const below = walk(r.id);
      const orgs = new Set([...(orgsAt.get(r.id) ?? []), ...below.orgs]);
      const targetCount = (targetsAt.get(r.id) ?? 0) + below.targets;
      out[at] = {
        id: r.id,
        parentId: r.parent_id,
        level: r.level as NodeLevel,
        stream: r.stream as Stream,
        name: r.name,
        industry: r.industry,
        strongAt: r.strong_at,
        sort: r.sort,
        local: orgs.size,
        strength: strengthOf(orgs.size, r.strong_at),
        targets: targetCount,
      };
      for (const o of orgs) all.orgs.add(o);
      all.targets += targetCount;
    }
    return all;
  };
  walk(null);
  return out;
}

/** A chain's figures; `local` is its distinct tagged enterprises. */
export function summaryOf(chain: ChainRow, nodes: readonly IndustryNode[], local: number) {
  const links = nodes.filter((n) => n.level === 'LINK');
  return {
    ...chain,
    nodes: nodes.length,
    local,
    strong: links.filter((n) => n.strength === 'STRONG').length,
    weak: links.filter((n) => n.strength === 'WEAK').length,
    missing: links.filter((n) => n.strength === 'MISSING').length,
    targets: nodes.filter((n) => n.level === 'SEGMENT').reduce((s, n) => s + n.targets, 0),
  };
}

export async function targetsOf(
  db: Kysely<DB>,
  q: { chainId?: number | undefined; nodeId?: number | undefined; state?: string | undefined; search?: string | undefined },
  page?: { offset: number; size: number },
): Promise<{ list: IndustryTarget[]; total: number }> {
  const search = q.search?.trim() ?? '';
  const base = db
    .selectFrom('industry_targets')
    .leftJoin('industry_nodes', 'industry_nodes.id', 'industry_targets.node_id')
    .$if(q.chainId !== undefined, (x) => x.where('industry_targets.chain_id', '=', q.chainId ?? 0))
    .$if(q.nodeId !== undefined, (x) => x.where('industry_targets.node_id', '=', q.nodeId ?? 0))
    .$if(!!q.state, (x) => x.where('industry_targets.state', '=', q.state ?? ''))
    .$if(search !== '', (x) => x.where('industry_targets.name', 'like', `%${search}%`));
  const [rows, count] = await Promise.all([
    base
      .select([
        'industry_targets.id',
        'industry_targets.chain_id',
        'industry_targets.node_id',
        'industry_nodes.name as node_name',
        'industry_targets.name',
        'industry_targets.region',
        'industry_targets.scale',
        'industry_targets.reason',
        'industry_targets.state',
        'industry_targets.note',
        'industry_targets.updated_at',
      ])
      .orderBy('industry_targets.updated_at', 'desc')
      .orderBy('industry_targets.id', 'desc')
      .$if(page !== undefined, (x) => x.limit(page?.size ?? 0).offset(page?.offset ?? 0))
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    list: rows.map((r) => ({
      id: r.id,
      chainId: r.chain_id,
      nodeId: r.node_id,
      nodeName: r.node_name ?? '',
      name: r.name,
      region: r.region,
      scale: r.scale,
      reason: r.reason,
      state: r.state as TargetState,
      note: r.note,
      updatedAt: r.updated_at,
    })),
  };
}
