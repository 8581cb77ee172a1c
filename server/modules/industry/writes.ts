import type { Kysely } from 'kysely';
import type { SaveNodeInput, SaveTargetInput } from '../../../common/industry/contract.js';
import type { DB } from '../../db/schema.js';
import { BizError } from '../../lib/errors.js';

/** The chain's edits: nodes, tagged enterprises and targets (on the scoped handle). */

const PARENT_LEVEL = { SEGMENT: null, LINK: 'SEGMENT', PRODUCT: 'LINK' } as const;

export async function saveNode(db: Kysely<DB>, input: SaveNodeInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const chain = await trx.selectFrom('industry_chains').select('id').where('id', '=', input.chainId).executeTakeFirst();
    if (!chain) throw new BizError('产业链不存在', 404);
    let stream = input.stream;
    const wantParent = PARENT_LEVEL[input.level];
    if (wantParent === null) {
      if (input.parentId !== null) throw new BizError('环节段不能有上级节点');
    } else {
      const parent = input.parentId === null ? undefined : await trx.selectFrom('industry_nodes').select(['id', 'level', 'stream', 'chain_id']).where('id', '=', input.parentId).executeTakeFirst();
      if (!parent || parent.chain_id !== input.chainId || parent.level !== wantParent)
        throw new BizError(input.level === 'LINK' ? '环节须挂在本产业链的环节段下' : '产品须挂在本产业链的环节下');
      stream = parent.stream as typeof stream;
    }
    const values = {
      chain_id: input.chainId,
      parent_id: input.parentId,
      level: input.level,
      stream,
      name: input.name.trim(),
      industry: input.level === 'LINK' ? input.industry.trim() : '',
      strong_at: input.strongAt,
    };
    if (input.id === undefined) {
      const last = await trx
        .selectFrom('industry_nodes')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('chain_id', '=', input.chainId)
        .where((eb) => (input.parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', input.parentId)))
        .executeTakeFirst();
      return (await trx.insertInto('industry_nodes').values({ ...values, sort: Number(last?.sort ?? -1) + 1 }).returning('id').executeTakeFirstOrThrow()).id;
    }
    const updated = await trx.updateTable('industry_nodes').set(values).where('id', '=', input.id).where('chain_id', '=', input.chainId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new BizError('节点不存在', 404);
    // Children follow their parent's stream.
    await trx.updateTable('industry_nodes').set({ stream }).where('parent_id', '=', input.id).execute();
    return input.id;
  });
}

export async function deleteNode(db: Kysely<DB>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [child, org, target] = await Promise.all([
      trx.selectFrom('industry_nodes').select('id').where('parent_id', '=', id).executeTakeFirst(),
      trx.selectFrom('industry_node_orgs').select('org_id').where('node_id', '=', id).executeTakeFirst(),
      trx.selectFrom('industry_targets').select('id').where('node_id', '=', id).executeTakeFirst(),
    ]);
    if (child) throw new BizError('请先删除该节点的下级节点');
    if (org) throw new BizError('该节点还有本地企业，请先取消标注');
    if (target) throw new BizError('该节点还有招商目标，请先调整目标的环节');
    const gone = await trx.deleteFrom('industry_nodes').where('id', '=', id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new BizError('节点不存在', 404);
  });
}

/** The node's chain, or 404. */
export async function chainOfNode(db: Kysely<DB>, nodeId: number): Promise<number> {
  const node = await db.selectFrom('industry_nodes').select('chain_id').where('id', '=', nodeId).executeTakeFirst();
  if (!node) throw new BizError('节点不存在', 404);
  return node.chain_id;
}

export async function tagOrgs(db: Kysely<DB>, nodeId: number, orgIds: readonly number[], product: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = [...new Set(orgIds)];
    const found = await trx.selectFrom('orgs').select('id').where('id', 'in', ids).where('orgtype', '=', 'ORG').execute();
    if (found.length !== ids.length) throw new BizError('所选企业不存在或不是本园区企业');
    for (const orgId of ids) {
      await trx.deleteFrom('industry_node_orgs').where('node_id', '=', nodeId).where('org_id', '=', orgId).execute();
      await trx.insertInto('industry_node_orgs').values({ node_id: nodeId, org_id: orgId, product: product.trim(), created_at: now }).execute();
    }
  });
}

export async function untagOrg(db: Kysely<DB>, nodeId: number, orgId: number): Promise<void> {
  const gone = await db.deleteFrom('industry_node_orgs').where('node_id', '=', nodeId).where('org_id', '=', orgId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new BizError('该企业未标注在此节点上', 404);
}

export async function saveTarget(db: Kysely<DB>, input: SaveTargetInput, now: string): Promise<number> {
  if (input.nodeId !== null) {
    const node = await db.selectFrom('industry_nodes').select('chain_id').where('id', '=', input.nodeId).executeTakeFirst();
    if (!node || node.chain_id !== input.chainId) throw new BizError('所选环节不属于该产业链');
  } else if (!(await db.selectFrom('industry_chains').select('id').where('id', '=', input.chainId).executeTakeFirst())) {
    throw new BizError('产业链不存在', 404);
  }
  const values = {
    chain_id: input.chainId,
    node_id: input.nodeId,
    name: input.name.trim(),
    region: input.region.trim(),
    scale: input.scale.trim(),
    reason: input.reason.trim(),
    state: input.state,
    note: input.note.trim(),
    updated_at: now,
  };
  if (input.id === undefined) return (await db.insertInto('industry_targets').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  const updated = await db.updateTable('industry_targets').set(values).where('id', '=', input.id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new BizError('招商目标不存在', 404);
  return input.id;
}
