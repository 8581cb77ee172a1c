import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { quoted } from '../../../common/quoted.js';
import { hasPermission, isOperator, isOrganisation, isService } from '../../../common/roles.js';
import { STEP_LABELS, quoteText, type CaseStep } from '../../../common/service/rules.js';
import type { AnswerInput, RequireInput } from '../../../common/service/require/contract.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, forbidden, notFound } from '../../lib/errors.js';
import { ownOrg } from './applies.js';
import { stepsFrom, takeCaseStep, trailOf, writeStep, type CaseSpec } from './cases.js';
import * as repo from './repo.js';
import { answerItem, answersOf, requireById, requireItem, type RequireRowDb } from './repo-require.js';
import { ownServiceOrg } from './save.js';

/**
 * 服务需求: an enterprise posts it (待对接), service organisations answer with a plan and a quote,
 * the enterprise or the park chooses one (对接中), the enterprise confirms it solved (已解决) or
 * closes it (已关闭). The park's service desk (service.apply) reads and follows every one.
 */

const NOUN = '服务需求';
export const NOT_ORG_REQUIRE = '仅认证企业的用户可以发布服务需求，请先完成企业认证';
export const NOT_SERVICE_ANSWER = '仅服务机构的用户可以应答服务需求';
export const requireLink = (id: number) => `/user/serviceRequire?id=${String(id)}`;

const loadRequire = (db: Kysely<DB>, id: number) => requireById(db, id);

export const REQUIRE_CASE: CaseSpec<RequireRowDb> = {
  kind: 'REQUIRE',
  noun: NOUN,
  load: loadRequire,
  update: async (trx, id, from, values) => {
    const result = await trx.updateTable('service_requires').set(values).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  title: (r) => r.title,
  link: requireLink,
};

const handlesAll = (ctx: UserCtx) => isOperator(ctx.user) && hasPermission(ctx.user, 'service.apply');
const isOwner = (ctx: UserCtx, row: RequireRowDb) => isOrganisation(ctx.user) && ctx.user.orgId === row.org_id;
const isChosen = (ctx: UserCtx, row: RequireRowDb) => isService(ctx.user) && ctx.user.orgId === row.assigned_id;

/** Who may read a requirement: its enterprise, the service desk, any service organisation while it is open, one that answered it. */
export async function readableRequire(ctx: UserCtx, id: number): Promise<RequireRowDb> {
  const row = await loadRequire(ctx.db, id);
  if (!row) throw notFound(NOUN);
  if (handlesAll(ctx) || isOwner(ctx, row) || isChosen(ctx, row)) return row;
  if (isService(ctx.user) && ctx.user.orgId) {
    if (row.status === 'TOAUDIT') return row;
    if ((await answersOf(ctx.db, row.id, ctx.user.orgId)).length > 0) return row;
  }
  throw forbidden('无权查看该服务需求');
}

/** The steps the caller's side may take, whatever the status. */
function sideSteps(ctx: UserCtx, row: RequireRowDb): CaseStep[] {
  if (handlesAll(ctx)) return ['NOTE', 'FINISH', 'DECLINE'];
  if (isOwner(ctx, row)) return ['FINISH', 'DECLINE'];
  if (isChosen(ctx, row)) return ['NOTE'];
  return [];
}

export async function requireDetail(ctx: UserCtx, id: number) {
  const row = await readableRequire(ctx, id);
  const sees = handlesAll(ctx) || isOwner(ctx, row);
  const viewer = sees ? undefined : (ctx.user.orgId ?? undefined);
  const answers = await answersOf(ctx.db, row.id, viewer);
  const open = row.status === 'TOAUDIT' || row.status === 'AUDITING';
  const standing = viewer === undefined ? undefined : await repo.serviceStanding(ctx.db, viewer);
  return {
    ...requireItem(row, viewer),
    answerList: answers.map((a) => answerItem(a, row.assigned_id)),
    trail: await trailOf(ctx.db, 'REQUIRE', row.id),
    steps: stepsFrom('REQUIRE', row.status).filter((s) => sideSteps(ctx, row).includes(s)),
    canEdit: isOwner(ctx, row) && row.status === 'TOAUDIT',
    canAnswer: isService(ctx.user) && row.status === 'TOAUDIT' && standing !== 'SUSPENDED',
    canPick: sees && open && answers.length > 0,
  };
}

export async function saveRequire(ctx: UserCtx, body: RequireInput) {
  const orgId = ownOrg(ctx, NOT_ORG_REQUIRE);
  const values = {
    title: body.title.trim(),
    category: body.category,
    content: body.content.trim(),
    budget: body.budget,
    deadline: body.deadline,
    contact_name: body.contactName.trim(),
    contact_phone: body.contactPhone,
  };
  const now = nowIso();
  if (body.id !== undefined) {
    const row = await readableRequire(ctx, body.id);
    if (!isOwner(ctx, row)) throw forbidden('只有发布企业可以修改该需求');
    if (row.status !== 'TOAUDIT') throw new BizError('只有待对接的需求可以修改', BIZ.conflict);
    return ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('service_requires').set({ ...values, updated_at: now }).where('id', '=', row.id).execute();
      await writeStep(trx, ctx, { kind: 'REQUIRE', recordId: row.id, step: 'EDIT', from: null, to: null, note: '', at: now });
      return { id: row.id, status: row.status };
    });
  }
  const orgName = (await repo.orgName(ctx.db, orgId)) ?? '';
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('service_requires')
      .values({ ...values, org_id: orgId, org_name: orgName, author_id: ctx.user.id, status: 'TOAUDIT', outcome: '', assigned_id: null, assigned_name: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeStep(trx, ctx, { kind: 'REQUIRE', recordId: id, step: 'SUBMIT', from: null, to: 'TOAUDIT', note: '', at: now });
    return { id, status: 'TOAUDIT' as const };
  });
}

/** A service organisation answers an open requirement (again: its answer is replaced); the enterprise is told. */
export async function answerRequire(ctx: UserCtx, id: number, body: AnswerInput) {
  const providerId = ownServiceOrg(ctx, NOT_SERVICE_ANSWER);
  const row = await readableRequire(ctx, id);
  if (row.status !== 'TOAUDIT') throw new BizError('该需求已选定服务机构或已结束，不能再应答', BIZ.conflict);
  if ((await repo.serviceStanding(ctx.db, providerId)) === 'SUSPENDED') throw new BizError('本机构暂停服务期间不能应答需求', BIZ.conflict);
  const providerName = (await repo.orgName(ctx.db, providerId)) ?? '';
  const values = { plan: body.plan.trim(), quote: body.quote, period: body.period.trim(), contact_name: body.contactName.trim(), contact_phone: body.contactPhone };
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const [earlier] = await answersOf(trx, row.id, providerId);
    let answerId = earlier?.id;
    if (answerId) await trx.updateTable('service_require_answers').set({ ...values, updated_at: now }).where('id', '=', answerId).execute();
    else
      answerId = (
        await trx
          .insertInto('service_require_answers')
          .values({ ...values, require_id: row.id, provider_id: providerId, provider_name: providerName, author_id: ctx.user.id, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const note = `${providerName}报价${quoteText(body.quote)}`;
    await writeStep(trx, ctx, { kind: 'REQUIRE', recordId: row.id, step: 'ANSWER', from: null, to: null, note, at: now });
    await notify(trx, {
      tenantId: ctx.tenantId,
      userIds: await orgMemberIds(trx, ctx.tenantId, row.org_id),
      topic: 'SERVICE',
      title: '服务需求有新的应答',
      body: `${quoted(providerName)}${earlier ? '修改了' : '应答了'}您的服务需求${quoted(row.title)}，报价${quoteText(body.quote)}。`,
      link: requireLink(row.id),
    });
    return { id: answerId };
  });
}

/** The enterprise (or the park) chooses an answer: 对接中 with that organisation, which is told. */
export async function pickAnswer(ctx: UserCtx, id: number, answerId: number, note: string | undefined) {
  const row = await readableRequire(ctx, id);
  if (!handlesAll(ctx) && !isOwner(ctx, row)) throw forbidden('只有发布企业或园区服务专员可以选定服务机构');
  const answer = (await answersOf(ctx.db, row.id)).find((a) => a.id === answerId);
  if (!answer) throw notFound('应答');
  if (row.assigned_id === answer.provider_id) throw new BizError('已选定该服务机构', BIZ.conflict);
  const changed = await takeCaseStep(ctx, REQUIRE_CASE, row, 'ASSIGN', {
    note: note?.trim() || `选定${quoted(answer.provider_name)}`,
    set: { assigned_id: answer.provider_id, assigned_name: answer.provider_name },
    tell: `已选定${quoted(answer.provider_name)}对接，状态为“对接中”`,
  });
  await notify(ctx.db, {
    tenantId: ctx.tenantId,
    userIds: await orgMemberIds(ctx.db, ctx.tenantId, answer.provider_id),
    topic: 'SERVICE',
    title: '您的应答已被选定',
    body: `${row.org_name}选定贵机构对接服务需求${quoted(row.title)}，请尽快联系企业。`,
    link: requireLink(row.id),
  });
  return changed;
}

export async function stepRequire(ctx: UserCtx, id: number, step: CaseStep, note: string | undefined) {
  const row = await readableRequire(ctx, id);
  if (!(step in STEP_LABELS.REQUIRE) || step === 'ASSIGN') throw new BizError('服务需求不能进行该操作', BIZ.invalid);
  if (!sideSteps(ctx, row).includes(step)) throw forbidden('无权办理该服务需求');
  return takeCaseStep(ctx, REQUIRE_CASE, row, step, { note });
}
