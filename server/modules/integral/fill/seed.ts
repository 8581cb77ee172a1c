import type { Kysely } from 'kysely';
import type { FillState } from '../../../../common/integral/fill/rules.js';
import { INTEGRAL_FIELD_KEYS, type IntegralField, type IntegralValues } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import { dayOf, isoAt, type SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import { SUBJECT } from './submission.js';
import { demoEnterprises, demoFigures } from '../seed/figures.js';
import { complete, isComplete, itemsFrom, openSubmission, revised, sentThenAudited, type SubmissionSeed } from './seed-submissions.js';

/**
 * The demo fill rounds (填报) of both parks, dates counted from the seeding day:
 *
 * - an open round of the last completed year (the year the park scores now), for every enterprise
 *   of the park, open from 20 days ago for another 25 days, with submissions in every state:
 *   未填报, 草稿, 待审核 (some partly audited, some resubmitted after a return, some filled by an
 *   operator), 申请退回 with reasons, 审核通过 (the figures the park approved). The demo enterprise
 *   account's organisation (13800000003) holds a draft it can finish and submit now;
 * - the year before's round, closed last spring: its enterprises with complete figures passed
 *   (the approved figures of that year), the others never filled.
 *
 * The figures are the enterprises' approved ones (seed/figures.ts), revised a little in the open
  * round's corrections; every submitted one passes the checks of common/integral/fill/rules.ts.
 */

async function insertRound(
  trx: Kysely<DB>,
  tenantId: number,
  round: {
    year: number;
    name: string;
    description: string;
    start: string;
    end: string;
    mode: 'ALL' | 'LIST';
    closedAt: string | null;
    createdAt: string;
    authorId: number | null;
  },
  submissions: readonly SubmissionSeed[],
  enterpriseUser: ReadonlyMap<number, number>,
  operatorId: number | null,
): Promise<number> {
  const { id } = await trx
    .insertInto('integral_fill_rounds')
    .values({
      tenant_id: tenantId,
      year: round.year,
      name: round.name,
      description: round.description,
      start_date: round.start,
      end_date: round.end,
      fields: JSON.stringify(INTEGRAL_FIELD_KEYS),
      scope_mode: round.mode,
      scope_industries: '[]',
      scope_areas: '[]',
      closed_at: round.closedAt,
      author_id: round.authorId,
      created_at: round.createdAt,
      updated_at: round.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < submissions.length; start += 500) {
    const batch = submissions.slice(start, start + 500);
    const rows = await trx
      .insertInto('integral_fill_submissions')
      .values(
        batch.map((s) => ({
          tenant_id: tenantId,
          round_id: id,
          org_id: s.orgId,
          state: s.state,
          filled_by: s.state === 'UNFILLED' ? null : s.byOperator ? operatorId : (enterpriseUser.get(s.orgId) ?? null),
          filled_by_operator: s.byOperator ? 1 : 0,
          submitted_at: s.submittedAt,
          audited_at: s.auditedAt,
          approved_at: s.approvedAt,
          updated_at: s.updatedAt,
          created_at: round.createdAt,
        })),
      )
      .returning(['id', 'org_id'])
      .execute();
    const idOf = new Map(rows.map((r) => [r.org_id, r.id]));
    const items = batch.flatMap((s) =>
      Object.entries(s.items).map(([field, item]) => ({
        tenant_id: tenantId,
        submission_id: idOf.get(s.orgId)!,
        field: field as IntegralField,
        value: item.value,
        audit: item.audit,
        reason: item.reason,
        returned_value: item.returned,
        audited_by: item.audited ? operatorId : null,
        audited_at: item.audited ? s.auditedAt : null,
      })),
    );
    // 9 columns × 1,000 rows stays under both dialects' parameter limits.
    for (let i = 0; i < items.length; i += 1000) await trx.insertInto('integral_fill_items').values(items.slice(i, i + 1000)).execute();
    const trail = batch.flatMap((s) =>
      s.trail.map((t) => ({
        tenant_id: tenantId,
        subject_type: SUBJECT,
        subject_id: idOf.get(s.orgId)!,
        action: t.action,
        status_from: t.from,
        status_to: t.to,
        reason: t.reason,
        actor_id: t.operator ? operatorId : (enterpriseUser.get(s.orgId) ?? null),
        created_at: t.at,
      })),
    );
    for (let i = 0; i < trail.length; i += 1000) await trx.insertInto('audit_logs').values(trail.slice(i, i + 1000)).execute();
  }
  return id;
}

/** The states of the open round, drawn per enterprise (the rest stay 未填报). */
const OPEN_STATES: ReadonlyArray<readonly [FillState, number]> = [
  ['UNFILLED', 38],
  ['DRAFT', 12],
  ['TOAUDIT', 20],
  ['BACK', 10],
  ['PASS', 20],
];

/** The demo enterprise's draft: everything but two fields, which it fills before submitting. */
export const DEMO_DRAFT_BLANKS: readonly IntegralField[] = ['awards', 'graduates'];

export async function insertDemoFill(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  const year = today.year() - 1;
  for (const tenant of DEMO_TENANTS) {
    const orgs = await demoEnterprises(trx, tenant.id);
    const users = await trx
      .selectFrom('users')
      .select(['id', 'org_id', 'phone'])
      .where('tenant_id', '=', tenant.id)
      .where('org_id', 'is not', null)
      .orderBy('id')
      .execute();
    const enterpriseUser = new Map<number, number>();
    for (const u of users) if (u.org_id !== null && !enterpriseUser.has(u.org_id)) enterpriseUser.set(u.org_id, u.id);
    const demoOrg = users.find((u) => u.phone === '13800000003')?.org_id ?? null;
    // The park's 管委会 staff audit; the 管理员 where there is none.
    const operators = await trx
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.rolename'])
      .where('user_roles.tenant_id', '=', tenant.id)
      .where('roles.rolename', 'in', ['管委会', '管理员'])
      .orderBy('user_roles.user_id')
      .execute();
    const operatorId =
      (operators.find((o) => o.rolename === '管委会') ?? operators.find((o) => o.rolename === '管理员'))?.user_id ?? null;
    const values = await trx
      .selectFrom('integral_values')
      .select(['org_id', 'year', 'field', 'value'])
      .where('tenant_id', '=', tenant.id)
      .where('year', 'in', [year - 1, year])
      .execute();
    const approved = new Map<string, IntegralValues>();
    for (const v of values) {
      const key = `${String(v.year)}:${String(v.org_id)}`;
      const own = approved.get(key) ?? {};
      own[v.field] = Number(v.value);
      approved.set(key, own);
    }
    const approvedOf = (orgId: number, y: number) => approved.get(`${String(y)}:${String(orgId)}`);

    // ---- The open round of the last completed year ----
    const open: SubmissionSeed[] = [];
    for (const org of orgs) {
      const rng = new Random(seedFrom('integral-fill', tenant.id, org.credit_code));
      const mine = approvedOf(org.id, year);
      const generated = demoFigures(org, [year - 1, year]).get(year) ?? {};
      if (org.id === demoOrg) {
        const draft = revised(complete(mine ?? generated), rng);
        const partial = Object.fromEntries(INTEGRAL_FIELD_KEYS.map((f) => [f, DEMO_DRAFT_BLANKS.includes(f) ? null : draft[f]]));
        open.push({
          orgId: org.id,
          state: 'DRAFT',
          items: itemsFrom(partial, null),
          byOperator: false,
          submittedAt: null,
          auditedAt: null,
          approvedAt: null,
          updatedAt: today.at(-2, 2 * 3600),
          trail: [],
        });
        continue;
      }
      let state = rng.weighted(OPEN_STATES);
      // Only complete approved figures can have passed.
      if (state === 'PASS' && !(mine && isComplete(mine))) state = 'TOAUDIT';
      open.push(openSubmission(org.id, state, mine, generated, rng, today));
    }
    // Every state at least once, however small the park: the first enterprises still 未填报 take the missing ones.
    for (const state of ['DRAFT', 'TOAUDIT', 'BACK', 'PASS'] as const) {
      if (open.some((s) => s.state === state)) continue;
      const index = open.findIndex((s) => s.state === 'UNFILLED' && (state !== 'PASS' || isComplete(approvedOf(s.orgId, year) ?? {})));
      if (index < 0) continue;
      const org = orgs.find((o) => o.id === open[index]!.orgId)!;
      const rng = new Random(seedFrom('integral-fill-fixup', tenant.id, org.credit_code));
      open[index] = openSubmission(org.id, state, approvedOf(org.id, year), demoFigures(org, [year - 1, year]).get(year) ?? {}, rng, today);
    }
    await insertRound(
      trx,
      tenant.id,
      {
        year,
        name: `${String(year)}年度企业创新积分数据填报`,
        description:
          `请按${String(year)}年度审计报告和企业所得税汇算清缴结果填写各项数据，并上传审计报告、研发费用辅助账、知识产权证书清单等证明材料。` +
          '园区逐项审核，审核通过的数据将用于计算本企业的创新积分。',
        start: today.date(-20),
        end: today.date(25),
        mode: 'ALL',
        closedAt: null,
        createdAt: today.at(-22, 2 * 3600),
        authorId: operatorId,
      },
      open,
      enterpriseUser,
      operatorId,
    );

    // ---- The year before's round, closed last spring ----
    const previous = year - 1;
    const spring = (monthDay: string) => dayOf(`${String(year)}-${monthDay}`);
    const closed: SubmissionSeed[] = [];
    for (const org of orgs) {
      if (Number(org.setup_date.slice(0, 4)) > previous) continue;
      const figures = approvedOf(org.id, previous);
      // Enterprises whose figures were partial were not in this round.
      if (figures && !isComplete(figures)) continue;
      const rng = new Random(seedFrom('integral-fill-closed', tenant.id, org.credit_code));
      if (!figures) {
        closed.push({ orgId: org.id, state: 'UNFILLED', items: {}, byOperator: false, submittedAt: null, auditedAt: null, approvedAt: null, updatedAt: null, trail: [] });
        continue;
      }
      const submittedAt = isoAt(spring('03-05') + rng.int(0, 40), rng.int(1 * 3600, 9 * 3600));
      const auditedAt = isoAt(dayOf(submittedAt.slice(0, 10)) + rng.int(1, 10), rng.int(1 * 3600, 9 * 3600));
      closed.push({
        orgId: org.id,
        state: 'PASS',
        items: itemsFrom(figures, 'PASS', true),
        byOperator: false,
        ...sentThenAudited(submittedAt, auditedAt, 'PASS', 'PASS'),
        approvedAt: auditedAt,
      });
    }
    await insertRound(
      trx,
      tenant.id,
      {
        year: previous,
        name: `${String(previous)}年度企业创新积分数据填报`,
        description: `请填写${String(previous)}年度的企业数据并上传证明材料，园区审核通过后计入创新积分。`,
        start: `${String(year)}-03-01`,
        end: `${String(year)}-04-30`,
        mode: 'LIST',
        closedAt: isoAt(spring('05-20'), 2 * 3600),
        createdAt: isoAt(spring('02-20'), 2 * 3600),
        authorId: operatorId,
      },
      closed,
      enterpriseUser,
      operatorId,
    );
  }
}
