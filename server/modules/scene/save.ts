import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { quoted } from '../../../common/quoted.js';
import type { ItemInput, RoundInput } from '../../../common/scene/collect.js';
import type { AbilityInput, OppInput } from '../../../common/scene/contract.js';
import { budgetProblem, periodProblem } from '../../../common/scene/rules.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, storeEdit } from '../../kit/publish/edit.js';
import type { PublishKind } from '../../kit/publish/kind.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { ABILITY_KIND, ITEM_KIND, OPP_KIND } from './publish-kind.js';
import { fieldsOf } from './present.js';
import { orgById } from './repo.js';

const invalid = (message: string) => new BizError(message, BIZ.invalid);
type Table = 'scene_opps' | 'scene_abilities' | 'scene_items';

/**
 * Stores a new record of a kind (in its lifecycle's first state, with its first history row) or an
 * edit of one (the kit decides the state after it), in one transaction.
 */
async function store<S extends string, A extends string>(
  ctx: UserCtx,
  kind: PublishKind<S, A>,
  id: number | undefined,
  values: Record<string, unknown>,
): Promise<{ id: number; status: S }> {
  const now = nowIso();
  // One of this module's kinds (publish-kind.ts), each on a table of its own.
  const table = kind.table as Table;
  return ctx.db.transaction().execute(async (trx: Kysely<DB>) => {
    if (id === undefined) {
      const row = { ...values, author_id: ctx.user.id, status: kind.lifecycle.created, reason: '', created_at: now, updated_at: now };
      // One of the kind's tables: the columns were checked by the caller's typed values.
      const inserted = await trx.insertInto(table).values(row as never).returning('id').executeTakeFirstOrThrow();
      await noteCreated(trx, kind, ctx, inserted.id);
      return { id: inserted.id, status: kind.lifecycle.created };
    }
    const current = await trx.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound(kind.lifecycle.noun);
    const status = await storeEdit(trx, kind, ctx, { id, from: current.status as S, values: { ...values, updated_at: now } });
    return { id, status };
  });
}

const contact = (b: { contactName: string; contactPhone: string }) => ({ contact_name: b.contactName.trim(), contact_phone: b.contactPhone });

/** An opportunity: its budget range and a deadline not past. */
export function saveOpp(ctx: UserCtx, body: OppInput) {
  const problem = budgetProblem(body.budgetMin, body.budgetMax);
  if (problem) throw invalid(problem);
  if (body.id === undefined && body.deadline < parkToday()) throw invalid('截止日期不能早于今天');
  const values = {
    title: body.title.trim(),
    industry: body.industry,
    owner_unit: body.ownerUnit.trim(),
    needs: body.needs.trim(),
    budget_min: body.budgetMin,
    budget_max: body.budgetMax,
    deadline: body.deadline,
    ...contact(body),
    published_at: null,
  };
  return store(ctx, OPP_KIND, body.id, values);
}

async function enterprise(ctx: UserCtx, orgId: number) {
  const org = await orgById(ctx.db, orgId);
  if (!org) throw notFound('企业');
  return org.id;
}

/** An enterprise's capability, recorded by the park for it. */
export async function saveAbility(ctx: UserCtx, body: AbilityInput) {
  const values = {
    org_id: await enterprise(ctx, body.orgId),
    title: body.title.trim(),
    field: body.field,
    summary: body.summary.trim(),
    cases: body.cases.trim(),
    ...contact(body),
  };
  if (body.id !== undefined) {
    const owner = await ctx.db.selectFrom('scene_abilities').select('org_id').where('id', '=', body.id).executeTakeFirst();
    if (owner && owner.org_id !== values.org_id) throw invalid('不能更换场景能力所属的企业');
  }
  return store(ctx, ABILITY_KIND, body.id, values);
}

const openRound = async (ctx: UserCtx, id: number) => {
  const round = await ctx.db.selectFrom('scene_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  if (!round) throw notFound('场景征集');
  return round;
};

/** An item received in an open round, of one of its fields. */
export async function saveItem(ctx: UserCtx, body: ItemInput) {
  const round = await openRound(ctx, body.roundId);
  if (round.status === 'CLOSED') throw new BizError(`征集${quoted(round.title)}已结束，不能再录入或修改`, BIZ.conflict);
  if (!fieldsOf(round.fields).includes(body.field)) throw invalid(`征集${quoted(round.title)}不含${quoted(body.field)}领域`);
  const values = {
    round_id: round.id,
    org_id: await enterprise(ctx, body.orgId),
    kind: body.kind,
    title: body.title.trim(),
    field: body.field,
    content: body.content.trim(),
    ...contact(body),
  };
  if (body.id !== undefined) {
    const before = await ctx.db.selectFrom('scene_items').select(['round_id', 'org_id']).where('id', '=', body.id).executeTakeFirst();
    if (before && (before.round_id !== round.id || before.org_id !== values.org_id)) throw invalid('不能更换征集内容所属的征集或企业');
  }
  return store(ctx, ITEM_KIND, body.id, values);
}

/** Opens a round or edits an open one; a field that already received items stays. */
export async function saveRound(ctx: UserCtx, body: RoundInput): Promise<{ id: number }> {
  const problem = periodProblem(body.startDate, body.endDate);
  if (problem) throw invalid(problem);
  const fields = [...new Set(body.fields)];
  const values = { title: body.title.trim(), intro: body.intro.trim(), start_date: body.startDate, end_date: body.endDate, fields: fields.join(','), updated_at: nowIso() };
  if (body.id === undefined) {
    const { id } = await ctx.db
      .insertInto('scene_rounds')
      .values({ ...values, author_id: ctx.user.id, status: 'OPEN', closed_at: null, created_at: values.updated_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id };
  }
  const round = await openRound(ctx, body.id);
  if (round.status === 'CLOSED') throw new BizError('已结束的征集不能修改', BIZ.conflict);
  const used = await ctx.db.selectFrom('scene_items').select('field').distinct().where('round_id', '=', round.id).execute();
  const dropped = used.map((u) => u.field).filter((f) => !fields.includes(f));
  if (dropped.length > 0) throw invalid(`${dropped.map(quoted).join('、')}领域已收到征集内容，不能去掉`);
  await ctx.db.updateTable('scene_rounds').set(values).where('id', '=', round.id).execute();
  return { id: round.id };
}

/** Closes an open round once nothing in it waits for review. */
export async function closeRound(ctx: UserCtx, id: number): Promise<void> {
  const round = await openRound(ctx, id);
  if (round.status === 'CLOSED') throw new BizError('该征集已结束', BIZ.conflict);
  const waiting = await ctx.db
    .selectFrom('scene_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('round_id', '=', id)
    .where('status', '=', 'TOAUDIT')
    .executeTakeFirstOrThrow();
  if (Number(waiting.n) > 0) throw new BizError(`尚有${String(waiting.n)}条征集内容待审核，审核后才能结束征集`, BIZ.conflict);
  const now = nowIso();
  await ctx.db.updateTable('scene_rounds').set({ status: 'CLOSED', closed_at: now, updated_at: now }).where('id', '=', id).where('status', '=', 'OPEN').execute();
}
