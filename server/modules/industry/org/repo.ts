import type { Kysely } from 'kysely';
import type { IndustryOrgRow } from '../../../../common/industry/org/contract.js';
import type { DB } from '../../../db/schema.js';

/** One enterprise tagged at one node of a chain, with what the directory holds on it. */
export interface Placement {
  orgId: number;
  name: string;
  industry: string;
  county: string;
  capital: number;
  setupDate: string;
  lng: number;
  lat: number;
  chainId: number;
  chain: string;
  nodeId: number;
  node: string;
  stream: string;
  product: string;
}

/** Every enterprise tagged to the park's chains (to one chain's when given), at each of its nodes. */
export async function placements(db: Kysely<DB>, chainId?: number): Promise<Placement[]> {
  const rows = await db
    .selectFrom('industry_node_orgs')
    .innerJoin('industry_nodes', 'industry_nodes.id', 'industry_node_orgs.node_id')
    .innerJoin('industry_chains', 'industry_chains.id', 'industry_nodes.chain_id')
    .innerJoin('orgs', 'orgs.id', 'industry_node_orgs.org_id')
    .select([
      'orgs.id as org_id',
      'orgs.fullname',
      'orgs.industry_name',
      'orgs.county',
      'orgs.register_capital',
      'orgs.setup_date',
      'orgs.gaodelng',
      'orgs.gaodelat',
      'industry_chains.id as chain_id',
      'industry_chains.name as chain_name',
      'industry_nodes.id as node_id',
      'industry_nodes.name as node_name',
      'industry_nodes.stream',
      'industry_node_orgs.product',
    ])
    .$if(chainId !== undefined, (q) => q.where('industry_chains.id', '=', chainId ?? 0))
    .orderBy('orgs.fullname')
    .orderBy('industry_chains.sort')
    .orderBy('industry_nodes.sort')
    .execute();
  return rows.map((r) => ({
    orgId: r.org_id,
    name: r.fullname,
    industry: r.industry_name,
    county: r.county,
    capital: Number(r.register_capital),
    setupDate: r.setup_date,
    lng: Number(r.gaodelng),
    lat: Number(r.gaodelat),
    chainId: r.chain_id,
    chain: r.chain_name,
    nodeId: r.node_id,
    node: r.node_name,
    stream: r.stream,
    product: r.product,
  }));
}

const uniq = (values: Iterable<string>) => [...new Set([...values].filter(Boolean))];

/** The placements grouped by enterprise, each with its devices counted. */
export async function industryOrgs(db: Kysely<DB>, chainId?: number): Promise<IndustryOrgRow[]> {
  const [rows, devices] = await Promise.all([
    placements(db, chainId),
    db.selectFrom('industry_devices').select(['org_id', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('org_id').execute(),
  ]);
  const deviceCount = new Map(devices.map((d) => [d.org_id, Number(d.n)]));
  const byOrg = new Map<number, Placement[]>();
  for (const r of rows) byOrg.set(r.orgId, [...(byOrg.get(r.orgId) ?? []), r]);
  return [...byOrg.values()].map((own) => {
    const o = own[0]!;
    return {
      orgId: o.orgId,
      name: o.name,
      industry: o.industry,
      county: o.county,
      capital: o.capital,
      setupDate: o.setupDate,
      chains: uniq(own.map((p) => p.chain)),
      nodes: uniq(own.map((p) => p.node)),
      products: uniq(own.map((p) => p.product)),
      devices: deviceCount.get(o.orgId) ?? 0,
      lng: o.lng,
      lat: o.lat,
    };
  });
}

/** Counts by a key, largest first (ties by name). */
export function countBy<T>(items: readonly T[], keyOf: (item: T) => string): { name: string; value: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = keyOf(item) || '未填写';
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'zh'));
}
