import type { Kysely } from 'kysely';
import { DEFAULT_STRONG_AT, type Stream } from '../../../../common/industry/model.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { CHAINS_OF, LINK_COUNTS, TARGET_STATES_CYCLE, targetOf, type SeedChain } from './trees.js';

const STREAMS: Stream[] = ['UP', 'MID', 'DOWN'];
const SEGMENT_NAMES: Record<Stream, string> = { UP: '上游', MID: '中游', DOWN: '下游' };
const NOTES: Record<string, string> = {
  LEAD: '已列入招商名单，待首次接洽',
  CONTACTED: '已电话沟通，对方关注园区配套与人才政策',
  VISITED: '对方高管已来园考察，正在洽谈厂房与落地条件',
  SIGNED: '已签订投资意向协议',
  DROPPED: '对方已在其他地区落地，暂缓跟进',
};

async function insertChain(db: Kysely<DB>, tenantId: number, chain: SeedChain, sort: number, orgs: readonly number[], start: number, today: SeedDay) {
  const { id: chainId } = await db
    .insertInto('industry_chains')
    .values({ tenant_id: tenantId, key: chain.key, name: chain.name, description: chain.description, sort, updated_at: today.at(-60) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const node = async (parentId: number | null, level: string, stream: Stream, name: string, industry: string, order: number) =>
    (
      await db
        .insertInto('industry_nodes')
        .values({ tenant_id: tenantId, chain_id: chainId, parent_id: parentId, level, stream, name, industry, strong_at: DEFAULT_STRONG_AT, sort: order })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  let linkIndex = 0;
  let orgCursor = start;
  let targetIndex = start;
  for (const [s, stream] of STREAMS.entries()) {
    const segmentId = await node(null, 'SEGMENT', stream, SEGMENT_NAMES[stream], '', s);
    for (const [l, link] of chain.segments[stream].entries()) {
      const linkId = await node(segmentId, 'LINK', stream, link.name, link.industry ?? '', l);
      const productIds: number[] = [];
      for (const [p, product] of link.products.entries()) productIds.push(await node(linkId, 'PRODUCT', stream, product, '', p));
      const wanted = LINK_COUNTS[(linkIndex + sort) % LINK_COUNTS.length]!;
      for (let k = 0; k < wanted && orgs.length > 0; k++) {
        const nodeId = productIds[k % productIds.length] ?? linkId;
        const orgId = orgs[orgCursor++ % orgs.length]!;
        await db
          .insertInto('industry_node_orgs')
          .values({ tenant_id: tenantId, node_id: nodeId, org_id: orgId, product: link.products[k % link.products.length] ?? link.name, created_at: today.at(-90 + k) })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      // Targets for the missing and weak links: one or two each, in every state.
      const targets = wanted === 0 ? 2 : wanted < DEFAULT_STRONG_AT ? 1 : 0;
      for (let t = 0; t < targets; t++) {
        const product = link.products[t % link.products.length] ?? link.name;
        const state = TARGET_STATES_CYCLE[targetIndex % TARGET_STATES_CYCLE.length]!;
        await db
          .insertInto('industry_targets')
          .values({
            tenant_id: tenantId,
            chain_id: chainId,
            node_id: productIds[t % productIds.length] ?? linkId,
            ...targetOf(product, targetIndex++),
            reason: `补齐${chain.name}产业链“${link.name}”环节的${product}配套，缩短本地整机企业的供应半径`,
            state,
            note: NOTES[state]!,
            created_at: today.at(-120 + t),
            updated_at: today.at(-(targetIndex % 30)),
          })
          .execute();
      }
      linkIndex++;
    }
  }
}

/** Both parks: three chains each with their nodes, local enterprises (weak and missing links among them) and targets. */
export async function insertDemoChains(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const [tenant, chains] of Object.entries(CHAINS_OF)) {
    const tenantId = Number(tenant);
    const orgs = (
      await db.selectFrom('orgs').select('id').where('tenant_id', '=', tenantId).where('orgtype', '=', 'ORG').orderBy('id').limit(200).execute()
    ).map((o) => o.id);
    for (const [i, chain] of chains.entries()) await insertChain(db, tenantId, chain, i, orgs, i * 37, today);
  }
}
