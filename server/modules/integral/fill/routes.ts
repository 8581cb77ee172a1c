import { sql } from 'kysely';
import { integralFillContract } from '../../../../common/integral/fill/contract.js';
import { enterpriseMayWrite, FILL_STATE, type FillState } from '../../../../common/integral/fill/rules.js';
import { isOrganisation } from '../../../../common/roles.js';
import type { AppInstance } from '../../../app-types.js';
import { acceptUploads } from '../../../kit/attachments.js';
import type { UserCtx } from '../../../kit/context.js';
import { pageWithTotal } from '../../../kit/paging.js';
import { serveAll } from '../../../kit/serve.js';
import { forbidden } from '../../../lib/errors.js';
import { parkToday } from '../../../lib/park-time.js';
import { auditSubmission } from './audit.js';
import { dataOf, progressOf } from './lists.js';
import { listEnterprises } from './enterprises.js';
import { closeRound, removeRound, saveRound } from './round-save.js';
import {
  fieldsOf,
  fillOptions,
  listRounds,
  phaseCondition,
  phaseOf,
  requireRound,
  roundBrief,
  roundDetail,
  type RoundRow,
} from './rounds.js';
import { presentSubmission, requireSubmission, writeSubmission, type Actor, type Writer } from './submission.js';
import { exportData, importData, sendTemplate } from './xlsx.js';

/** Why someone without a certified enterprise has no fill rounds. */
export const NOT_ORG_FILL = '仅认证企业的用户可以填报创新积分数据，请先完成企业认证';

/** The enterprise's organisation, or the refusal. */
function myOrg(ctx: UserCtx): number {
  if (!isOrganisation(ctx.user) || !ctx.user.orgId) throw forbidden(NOT_ORG_FILL);
  return ctx.user.orgId;
}

/** Fill rounds (填报): the enterprise's side, the operators' rounds, lists, audit, fill on behalf and import. */
export default async function fillRoutes(app: AppInstance) {
  await acceptUploads(app);

  /** Loads the round and the organisation's submission; `missing` names what was not found (an organisation not in the round). */
  async function load(ctx: UserCtx, roundId: number, orgId: number, missing: string) {
    const round = await requireRound(ctx.db, roundId);
    const submission = await requireSubmission(ctx.db, round.id, orgId, missing);
    return { round, submission };
  }

  async function write(
    ctx: UserCtx,
    roundId: number,
    orgId: number,
    missing: string,
    input: { values: Parameters<typeof writeSubmission>[4]['values']; attachmentIds: readonly number[]; submit: boolean },
    writer: Writer,
  ) {
    const state = await ctx.db.transaction().execute(async (trx) => {
      const round = await requireRound(trx, roundId);
      const submission = await requireSubmission(trx, round.id, orgId, missing);
      return writeSubmission(trx, ctx.tenantId, round, submission, input, writer);
    });
    return { state, stateLabel: FILL_STATE[state] };
  }

  const show = async (ctx: UserCtx, roundId: number, orgId: number, missing: string, actor: Actor) => {
    const { round, submission } = await load(ctx, roundId, orgId, missing);
    return presentSubmission(ctx.db, ctx.tenantId, round, submission, actor);
  };

  serveAll(app, integralFillContract, {
    mine: async ({ query, ctx, page }) => {
      const orgId = myOrg(ctx);
      const today = parkToday();
      let base = ctx.db
        .selectFrom('integral_fill_submissions')
        .innerJoin('integral_fill_rounds', 'integral_fill_rounds.id', 'integral_fill_submissions.round_id')
        .where('integral_fill_submissions.org_id', '=', orgId);
      if (query.phase) base = base.where(phaseCondition(query.phase, today));
      const open = phaseCondition('OPEN', today);
      const rows = base
        .selectAll('integral_fill_rounds')
        .select([
          'integral_fill_submissions.id as submission_id',
          'integral_fill_submissions.state',
          'integral_fill_submissions.submitted_at',
          'integral_fill_submissions.audited_at',
          sql<null>`null`.as('author_name'),
        ])
        .orderBy(sql`case when ${open} then 0 else 1 end`)
        .orderBy('integral_fill_rounds.end_date', 'desc')
        .orderBy('integral_fill_rounds.id', 'desc');
      const found = await pageWithTotal(rows, base, page);
      const ids = found.rows.map((r) => r.submission_id);
      const backs =
        ids.length === 0
          ? []
          : await ctx.db
              .selectFrom('integral_fill_items')
              .select(['submission_id', (eb) => eb.fn.countAll<number>().as('n')])
              .where('submission_id', 'in', ids)
              .where('audit', '=', 'BACK')
              .groupBy('submission_id')
              .execute();
      const backCount = new Map(backs.map((b) => [b.submission_id, Number(b.n)]));
      return {
        list: found.rows.map((row) => {
          const round = row as RoundRow;
          const state = row.state as FillState;
          const brief = roundBrief(round, today);
          return {
            ...brief,
            orgId: myOrg(ctx),
            fieldCount: fieldsOf(round).length,
            state,
            stateLabel: FILL_STATE[state],
            backCount: state === 'BACK' ? (backCount.get(row.submission_id) ?? 0) : 0,
            editable: enterpriseMayWrite(phaseOf(round, today), brief.closed, state),
            submittedAt: row.submitted_at,
            auditedAt: row.audited_at,
          };
        }),
        total: found.total,
      };
    },
    mineDetail: ({ params, ctx }) => show(ctx, params.id, myOrg(ctx), '填报批次', 'enterprise'),
    mineSave: ({ params, body, ctx }) =>
      write(ctx, params.id, myOrg(ctx), '填报批次', { ...body, submit: false }, { actor: 'enterprise', userId: ctx.user.id, action: 'SUBMIT' }),
    mineSubmit: ({ params, body, ctx }) =>
      write(ctx, params.id, myOrg(ctx), '填报批次', { ...body, submit: true }, { actor: 'enterprise', userId: ctx.user.id, action: 'SUBMIT' }),

    rounds: ({ query: q, ctx, page }) => listRounds(ctx.db, { year: q.year, phase: q.phase, search: q.search, ...page }),
    round: ({ params, ctx }) => roundDetail(ctx.db, params.id),
    options: ({ ctx }) => fillOptions(ctx.db),
    enterprises: ({ query: q, ctx, page }) =>
      listEnterprises(ctx.db, { search: q.search, industry: q.industry, area: q.area, ...page }),
    saveRound: ({ body, ctx }) => saveRound(ctx, body),
    closeRound: ({ params, ctx }) => closeRound(ctx, params.id),
    removeRound: ({ params, ctx }) => removeRound(ctx, params.id),

    counts: async ({ ctx }) => {
      const row = await ctx.db
        .selectFrom('integral_fill_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'TOAUDIT')
        .executeTakeFirstOrThrow();
      return { TOAUDIT: Number(row.n) };
    },
    progress: ({ params, query: q, ctx, page }) => progressOf(ctx.db, params.id, { state: q.state, search: q.search, ...page }),
    data: ({ params, query: q, ctx, page }) => dataOf(ctx.db, params.id, { state: q.state, search: q.search, ...page }),
    dataExport: ({ params, body, ctx, reply }) => exportData(ctx, params.id, { state: body.state, search: body.search }, reply),

    auditDetail: ({ params, ctx }) => show(ctx, params.id, params.orgid, '该企业在本批次的填报', 'operator'),
    audit: ({ params, body, ctx }) => auditSubmission(ctx, params.id, params.orgid, body),
    opfill: ({ params, body, ctx }) =>
      write(ctx, params.id, params.orgid, '该企业在本批次的填报', body, { actor: 'operator', userId: ctx.user.id, action: 'OPFILL' }),

    importTemplate: ({ params, ctx, reply }) => sendTemplate(ctx, params.id, reply),
    import: ({ params, ctx, request }) => importData(app, ctx, params.id, request),
  });
}
