import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { POLICY_LIMITS as L, PROFILE_FIELDS, type QuotaState, type Saved } from '../../../common/policy.js';
import type { QuotaForm, QuotaOptionForm, QuotaTypeForm } from '../../../common/policy/quota/contract.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, notFound } from '../../lib/errors.js';
import * as repo from './repo-quota.js';
import * as rules from './rules.js';

/** Writes of quota types, quotas and options (the park's 指标体系), for operators. */

const typeDuplicate = () => new BizError('指标类型名称已存在', BIZ.conflict);
const quotaDuplicate = () => new BizError('指标名称已存在', BIZ.conflict);

async function nextIndex(
  db: Kysely<DB>,
  table: 'policy_quota_types' | 'policy_quotas' | 'policy_quota_options',
  scope?: ['type_id' | 'quota_id', number],
) {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('indexnumber').as('n'));
  if (scope) query = query.where(scope[0], '=', scope[1]);
  const row = await query.executeTakeFirst();
  return row?.n === null || row?.n === undefined ? 1 : Number(row.n) + 1;
}

async function unique<T>(write: () => Promise<T>, duplicate: () => BizError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function saveType(ctx: UserCtx, input: QuotaTypeForm): Promise<Saved> {
  const name = rules.line(input.name, '指标类型名称', 2, L.quotaTypeNameMax);
  if (input.id !== undefined && !(await repo.typeById(ctx.db, input.id)))
    throw notFound('指标类型');
  if (await repo.nameTaken(ctx.db, 'policy_quota_types', name, input.id)) throw typeDuplicate();
  const now = nowIso();
  return unique(async () => {
    if (input.id !== undefined) {
      await ctx.db
        .updateTable('policy_quota_types')
        .set({
          name,
          updated_at: now,
          ...(input.indexnumber === undefined ? {} : { indexnumber: input.indexnumber }),
          ...(input.state === undefined ? {} : { state: input.state }),
        })
        .where('id', '=', input.id)
        .execute();
      return { id: input.id };
    }
    const row = await ctx.db
      .insertInto('policy_quota_types')
      .values({
        name,
        indexnumber: input.indexnumber ?? (await nextIndex(ctx.db, 'policy_quota_types')),
        state: input.state ?? 'ENABLE',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }, typeDuplicate);
}

export async function deleteType(ctx: UserCtx, id: number): Promise<void> {
  const type = await repo.typeById(ctx.db, id);
  if (!type) throw notFound('指标类型');
  const quotas = await repo.quotaRows(ctx.db, { typeId: id, limit: 1 });
  if (quotas.length > 0) throw new BizError('该指标类型下还有指标，请先删除或移走这些指标', BIZ.conflict);
  await ctx.db
    .deleteFrom('policy_quota_types')
    .where('id', '=', id)
    .execute();
}

function optionLabels(values: readonly string[] | undefined): string[] {
  const labels = (values ?? []).map((v) => rules.line(v, '选项', 1, L.optionLabelMax));
  if (new Set(labels).size !== labels.length) throw new BizError('选项不能重复');
  return labels;
}

export async function saveQuota(ctx: UserCtx, input: QuotaForm): Promise<Saved> {
  const name = rules.line(input.name, '指标名称', 2, L.quotaNameMax);
  const question = rules.line(input.question, '问题', 0, L.questionMax);
  const hint = rules.line(input.hint, '填写说明', 0, L.hintMax);
  const unit = rules.line(input.unit, '单位', 0, L.unitMax);
  const profileField = input.profileField ? input.profileField : null;
  if (profileField && PROFILE_FIELDS[profileField].kind === 'NUMBER' && input.kind !== 'NUMBER') {
    throw new BizError(`企业信息字段「${PROFILE_FIELDS[profileField].label}」只能用于数值指标`);
  }
  if (profileField && PROFILE_FIELDS[profileField].kind !== 'NUMBER' && input.kind === 'NUMBER') {
    throw new BizError(`企业信息字段「${PROFILE_FIELDS[profileField].label}」只能用于选项指标`);
  }
  if (!(await repo.typeById(ctx.db, input.typeId))) throw notFound('指标类型');
  const existing = input.id === undefined ? undefined : await repo.quotaById(ctx.db, input.id);
  if (input.id !== undefined && !existing) throw notFound('指标');
  if (
    existing &&
    existing.kind !== input.kind &&
    (await repo.usage(ctx.db, [existing.id])).get(existing.id)
  ) {
    throw new BizError('该指标已被申报条件引用，不能修改指标类型', BIZ.conflict);
  }
  if (await repo.nameTaken(ctx.db, 'policy_quotas', name, input.id)) throw quotaDuplicate();
  const labels = existing ? [] : optionLabels(input.options);
  const now = nowIso();
  const values = {
    type_id: input.typeId,
    name,
    kind: input.kind,
    unit: input.kind === 'NUMBER' ? unit : '',
    is_question: input.isQuestion === false ? 0 : 1,
    question,
    hint,
    profile_field: profileField,
    updated_at: now,
  };
  return unique(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        if (existing) {
          await trx
            .updateTable('policy_quotas')
            .set({
              ...values,
              ...(input.indexnumber === undefined ? {} : { indexnumber: input.indexnumber }),
              ...(input.state === undefined ? {} : { state: input.state }),
            })
            .where('id', '=', existing.id)
            .execute();
          return { id: existing.id };
        }
        const row = await trx
          .insertInto('policy_quotas')
          .values({
            ...values,
            indexnumber:
              input.indexnumber ??
              (await nextIndex(trx, 'policy_quotas', ['type_id', input.typeId])),
            state: input.state ?? 'ENABLE',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (input.kind !== 'NUMBER' && labels.length > 0) {
          await trx
            .insertInto('policy_quota_options')
            .values(
              labels.map((label, i) => ({
                quota_id: row.id,
                label,
                indexnumber: i + 1,
              })),
            )
            .execute();
        }
        return { id: row.id };
      }),
    quotaDuplicate,
  );
}

export async function deleteQuota(ctx: UserCtx, id: number): Promise<void> {
  const quota = await repo.quotaById(ctx.db, id);
  if (!quota) throw notFound('指标');
  const used = (await repo.usage(ctx.db, [id])).get(id) ?? 0;
  if (used > 0) throw new BizError(`该指标已被${used}条申报条件引用，不能删除，可改为停用`, BIZ.conflict);
  await ctx.db
    .deleteFrom('policy_quotas')
    .where('id', '=', id)
    .execute();
}

/** Changes a quota's or a type's state or place in the order; not found when the park has none such. */
async function setOf(
  ctx: UserCtx,
  table: 'policy_quotas' | 'policy_quota_types',
  id: number,
  values: { state: QuotaState } | { indexnumber: number },
): Promise<Saved> {
  const changed = await ctx.db
    .updateTable(table)
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw notFound(table === 'policy_quotas' ? '指标' : '指标类型');
  return { id };
}

export const setQuotaState = (ctx: UserCtx, id: number, state: QuotaState) => setOf(ctx, 'policy_quotas', id, { state });
export const setQuotaIndex = (ctx: UserCtx, id: number, indexnumber: number) => setOf(ctx, 'policy_quotas', id, { indexnumber });
export const setTypeState = (ctx: UserCtx, id: number, state: QuotaState) => setOf(ctx, 'policy_quota_types', id, { state });
export const setTypeIndex = (ctx: UserCtx, id: number, indexnumber: number) => setOf(ctx, 'policy_quota_types', id, { indexnumber });

const optionDuplicate = () => new BizError('该指标已有相同的选项', BIZ.conflict);

export async function saveOption(ctx: UserCtx, input: QuotaOptionForm): Promise<Saved> {
  const label = rules.line(input.label, '选项', 1, L.optionLabelMax);
  const quota = await repo.quotaById(ctx.db, input.quotaId);
  if (!quota) throw notFound('指标');
  if (quota.kind === 'NUMBER') throw new BizError('数值指标没有选项');
  const options = (await repo.optionsOf(ctx.db, [quota.id])).get(quota.id) ?? [];
  if (input.id !== undefined && !options.some((o) => o.id === input.id)) throw notFound('选项');
  if (options.some((o) => o.label === label && o.id !== input.id)) throw optionDuplicate();
  if (input.id === undefined && options.length >= L.optionsMax)
    throw new BizError(`每个指标最多${L.optionsMax}个选项`);
  return unique(async () => {
    if (input.id !== undefined) {
      await ctx.db
        .updateTable('policy_quota_options')
        .set({ label, ...(input.indexnumber === undefined ? {} : { indexnumber: input.indexnumber }) })
        .where('id', '=', input.id)
        .execute();
      return { id: input.id };
    }
    const row = await ctx.db
      .insertInto('policy_quota_options')
      .values({
        quota_id: quota.id,
        label,
        indexnumber:
          input.indexnumber ??
          (await nextIndex(ctx.db, 'policy_quota_options', ['quota_id', quota.id])),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }, optionDuplicate);
}

export async function deleteOption(ctx: UserCtx, id: number): Promise<void> {
  const option = await repo.optionById(ctx.db, id);
  if (!option) throw notFound('选项');
  const used = await repo.linksUsingOption(ctx.db, option.quota_id, id);
  if (used > 0) throw new BizError(`该选项已被${used}条申报条件引用，不能删除`, BIZ.conflict);
  await ctx.db
    .deleteFrom('policy_quota_options')
    .where('id', '=', id)
    .execute();
}
