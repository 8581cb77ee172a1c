import type { Kysely, Updateable } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { CONDITION_OPERATORS, POLICY_LIMITS as L } from '../../../common/policy.js';
import type {
  ApplyAwardForm,
  ApplyConditionForm,
  ApplyItemForm,
  ConditionQuotaForm,
  TreeSaved,
} from '../../../common/policy/tree/contract.js';
import type { DB } from '../../db/schema.js';
import type { Policy } from './tables.js';
import type { UserCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import * as library from './repo-library.js';
import * as quotaRepo from './repo-quota.js';
import * as repo from './repo-tree.js';
import { rowById } from './row-by-id.js';
import * as rules from './rules.js';
import { treeChanged } from './save-library.js';

/**
 * Writes of the apply tree. Every write checks that what it touches belongs to this park and to
 * the policy named, runs in one transaction with the policy's summary refresh, and sends a
 * published or refused policy back to review (save-library.ts treeChanged).
 */

async function policyOf(db: Kysely<DB>, policyId: number): Promise<Policy> {
  const policy = await library.policyById(db, policyId);
  if (!policy) throw notFound('政策');
  return policy;
}

async function itemOf(db: Kysely<DB>, itemId: number) {
  const item = await repo.itemById(db, itemId);
  if (!item) throw notFound('申报事项');
  return item;
}

/** Runs the change and the bookkeeping every tree write shares. */
async function change(
  ctx: UserCtx,
  policyId: number,
  write: (trx: Kysely<DB>) => Promise<number>,
): Promise<TreeSaved> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const policy = await policyOf(trx, policyId);
      const id = await write(trx);
      await repo.refreshSummary(trx, policyId);
      const policyState = await treeChanged(trx, ctx, policyId, policy.state);
      return { id, policyId, policyState };
    });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') {
      throw new BizError('该申报事项已被申报等业务引用，不能删除', BIZ.conflict);
    }
    throw error;
  }
}

/** Deletes a part of the tree (with what hangs below it), with the bookkeeping of every tree write. */
async function remove(ctx: UserCtx, table: repo.TreeTable, id: number, noun: string): Promise<TreeSaved> {
  const row = await rowById(ctx.db, table, id);
  if (!row) throw notFound(noun);
  return change(ctx, row.policy_id, async (trx) => {
    await repo.deleteById(trx, table, id);
    return id;
  });
}

export async function saveItem(ctx: UserCtx, input: ApplyItemForm): Promise<TreeSaved> {
  const name = rules.line(input.name, '申报事项名称', 2, L.itemNameMax);
  const description = rules.paragraphs(input.description, '事项说明', 0, L.itemDescriptionMax);
  if (input.id !== undefined) {
    const item = await itemOf(ctx.db, input.id);
    if (item.policy_id !== input.policyId) throw new BizError('申报事项不属于该政策');
  }
  return change(ctx, input.policyId, async (trx) => {
    const same = await trx
      .selectFrom('policy_apply_items')
      .select('id')
      .where('policy_id', '=', input.policyId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (same && same.id !== input.id) throw new BizError('该政策已有同名申报事项', BIZ.conflict);
    const now = nowIso();
    const values = { name, description, auto_grant: input.autoGrant ? 1 : 0, updated_at: now };
    const parent = { column: 'policy_id', id: input.policyId } as const;
    return repo.saveOrdered(trx, 'policy_apply_items', input, parent, values, {
      policy_id: input.policyId,
      created_at: now,
    });
  });
}

export const deleteItem = (ctx: UserCtx, id: number): Promise<TreeSaved> =>
  remove(ctx, 'policy_apply_items', id, '申报事项');

/** Saves an award or a condition of the item, with the bookkeeping of every tree write. */
function saveUnderItem<T extends 'policy_apply_awards' | 'policy_apply_conditions'>(
  ctx: UserCtx,
  table: T,
  item: { id: number; policy_id: number },
  input: { id?: number; indexnumber?: number },
  values: Updateable<DB[T]>,
): Promise<TreeSaved> {
  const parent = { column: 'item_id', id: item.id } as const;
  return change(ctx, item.policy_id, (trx) =>
    repo.saveOrdered(trx, table, input, parent, values, { policy_id: item.policy_id, item_id: item.id }),
  );
}

export async function saveAward(ctx: UserCtx, input: ApplyAwardForm): Promise<TreeSaved> {
  const name = rules.line(input.name, '奖补名称', 2, L.awardNameMax);
  const description = rules.paragraphs(input.description, '奖补说明', 0, L.itemDescriptionMax);
  const amount = rules.amount(input.amount);
  const item = await itemOf(ctx.db, input.itemId);
  if (input.id !== undefined) {
    const award = await repo.awardById(ctx.db, input.id);
    if (!award) throw notFound('奖补');
    if (award.item_id !== item.id) throw new BizError('奖补不属于该申报事项');
  }
  return saveUnderItem(ctx, 'policy_apply_awards', item, input, {
    name,
    kind: input.kind,
    amount,
    description,
  });
}

export const deleteAward = (ctx: UserCtx, id: number): Promise<TreeSaved> =>
  remove(ctx, 'policy_apply_awards', id, '奖补');

export async function saveCondition(ctx: UserCtx, input: ApplyConditionForm): Promise<TreeSaved> {
  const name = rules.line(input.name, '申报条件', 2, L.conditionNameMax);
  const item = await itemOf(ctx.db, input.itemId);
  if (input.id !== undefined) {
    const condition = await repo.conditionById(ctx.db, input.id);
    if (!condition) throw notFound('申报条件');
    if (condition.item_id !== item.id) throw new BizError('申报条件不属于该申报事项');
  }
  return saveUnderItem(ctx, 'policy_apply_conditions', item, input, { name, logic: input.logic ?? 'ALL' });
}

export const deleteCondition = (ctx: UserCtx, id: number): Promise<TreeSaved> =>
  remove(ctx, 'policy_apply_conditions', id, '申报条件');

/** Checks a link against its quota: the operator fits the kind, thresholds or options are given and belong to it. */
async function linkValues(ctx: UserCtx, input: ConditionQuotaForm) {
  const quota = await quotaRepo.quotaById(ctx.db, input.quotaId);
  if (!quota) throw notFound('指标');
  const operator = CONDITION_OPERATORS[input.operator];
  if (!(operator.kinds as readonly string[]).includes(quota.kind)) {
    throw new BizError(`指标「${quota.name}」不能使用“${operator.label}”比较`);
  }
  if (quota.kind === 'NUMBER') {
    if (input.value === undefined) throw new BizError('请填写阈值');
    if (input.operator === 'BETWEEN') {
      if (input.value2 === undefined) throw new BizError('请填写阈值上限');
      if (input.value2 < input.value) throw new BizError('阈值上限不能小于阈值');
    }
    return {
      quota,
      value: input.value,
      value2: input.operator === 'BETWEEN' ? (input.value2 ?? null) : null,
      option_ids: '[]',
    };
  }
  const optionIds = [...new Set(input.optionIds ?? [])];
  if (optionIds.length === 0) throw new BizError('请选择指标选项');
  const options = (await quotaRepo.optionsOf(ctx.db, [quota.id])).get(quota.id) ?? [];
  const known = new Set(options.map((o) => o.id));
  if (optionIds.some((id) => !known.has(id))) throw new BizError(`指标选项不属于指标「${quota.name}」`);
  // Stored in the quota's option order, so texts read the same way every time.
  const ordered = options.map((o) => o.id).filter((id) => optionIds.includes(id));
  return { quota, value: null, value2: null, option_ids: JSON.stringify(ordered) };
}

export async function saveLink(ctx: UserCtx, input: ConditionQuotaForm): Promise<TreeSaved> {
  const condition = await repo.conditionById(ctx.db, input.conditionId);
  if (!condition) throw notFound('申报条件');
  if (input.id !== undefined) {
    const link = await repo.linkById(ctx.db, input.id);
    if (!link) throw notFound('条件指标');
    if (link.condition_id !== condition.id) throw new BizError('条件指标不属于该申报条件');
  }
  const { quota, ...values } = await linkValues(ctx, input);
  return change(ctx, condition.policy_id, async (trx) => {
    const same = await trx
      .selectFrom('policy_condition_quotas')
      .select('id')
      .where('condition_id', '=', condition.id)
      .where('quota_id', '=', quota.id)
      .executeTakeFirst();
    if (same && same.id !== input.id) throw new BizError(`该条件已关联指标「${quota.name}」`, BIZ.conflict);
    const row = { ...values, quota_id: quota.id, operator: input.operator };
    if (input.id !== undefined) {
      await trx.updateTable('policy_condition_quotas').set(row).where('id', '=', input.id).execute();
      return input.id;
    }
    const inserted = await trx
      .insertInto('policy_condition_quotas')
      .values({ ...row, policy_id: condition.policy_id, condition_id: condition.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}

export const deleteLink = (ctx: UserCtx, id: number): Promise<TreeSaved> =>
  remove(ctx, 'policy_condition_quotas', id, '条件指标');
