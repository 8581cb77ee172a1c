import type { Insertable, Kysely } from 'kysely';
import type { ChangeItem } from '../../../../common/project/rules.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { orgchartPort } from '../../orgchart/public.js';
import type { ProjectChangesTable, ProjectEventsTable } from '../tables.js';
import data from './projects.json';

/**
 * Each demo park's projects in every stage, owned by the chart's departments (asked through its
 * port): signed ones waiting to begin (some past their planned day), projects under construction,
 * producing ones (one that skipped 开工 with its reason), this year's targets by stage, progress
 * records and changes pending, approved and refused. Dates count from the seeding day.
 */

interface Shape {
  stage: 'SIGN' | 'BEGIN' | 'PRODUCE';
  /** Days before today of the signing, the start and the production. */
  signed: number;
  began?: number;
  produced?: number;
  /** Days from the signing to the planned start, and from the planned start to production. */
  toBegin: number;
  toProduce: number;
  skip?: true;
  target?: 'SIGN' | 'BEGIN' | 'PRODUCE';
}

/** The stages and timings cycled over a park's projects: every state, some behind plan. */
const SHAPES: Shape[] = [
  { stage: 'SIGN', signed: 40, toBegin: 120, toProduce: 420, target: 'SIGN' },
  { stage: 'SIGN', signed: 210, toBegin: 150, toProduce: 400, target: 'BEGIN' },
  { stage: 'BEGIN', signed: 400, began: 200, toBegin: 180, toProduce: 380, target: 'PRODUCE' },
  { stage: 'BEGIN', signed: 300, began: 70, toBegin: 200, toProduce: 360, target: 'BEGIN' },
  {
    stage: 'PRODUCE',
    signed: 800,
    began: 560,
    produced: 60,
    toBegin: 220,
    toProduce: 480,
    target: 'PRODUCE',
  },
  { stage: 'SIGN', signed: 15, toBegin: 90, toProduce: 365 },
  { stage: 'BEGIN', signed: 620, began: 450, toBegin: 160, toProduce: 400 },
  {
    stage: 'PRODUCE',
    signed: 260,
    produced: 120,
    toBegin: 60,
    toProduce: 120,
    skip: true,
    target: 'PRODUCE',
  },
  { stage: 'SIGN', signed: 130, toBegin: 100, toProduce: 400, target: 'BEGIN' },
  { stage: 'PRODUCE', signed: 1100, began: 900, produced: 400, toBegin: 200, toProduce: 500 },
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export async function insertDemoProjects(db: Kysely<DB>, today: SeedDay): Promise<void> {
  const year = today.year();
  for (const tenant of DEMO_TENANTS) {
    const list = data.projects[String(tenant.id) as keyof typeof data.projects];
    if (!list) continue;
    const depts = new Map(
      (await orgchartPort.get().departments(scopedTo(db, tenant.id))).map((d) => [d.name, d.id]),
    );
    for (const [i, p] of list.entries()) {
      const shape = pick(SHAPES, i);
      const signDate = today.date(-shape.signed);
      const beginPlan = today.date(-shape.signed + shape.toBegin);
      const producePlan = today.date(-shape.signed + shape.toBegin + shape.toProduce);
      const beginDate = shape.began === undefined ? null : today.date(-shape.began);
      const produceDate = shape.produced === undefined ? null : today.date(-shape.produced);
      const { id } = await db
        .insertInto('projects')
        .values({
          tenant_id: tenant.id,
          name: p.name,
          investor: p.investor,
          industry: p.industry,
          area: p.area,
          investment: p.investment,
          stage: shape.stage,
          sign_date: signDate,
          begin_plan: shape.skip ? null : beginPlan,
          begin_date: beginDate,
          produce_plan: producePlan,
          produce_date: produceDate,
          dept_id: depts.get(p.dept) ?? null,
          target_year: shape.target ? year : null,
          target_stage: shape.target ?? null,
          description: `${p.investor}投资建设，总投资${String(p.investment / 10000)}亿元，主要建设${p.name.replace(/项目$/, '')}。`,
          created_at: today.at(-shape.signed),
          updated_at: today.at(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const events: Insertable<ProjectEventsTable>[] = [];
      const event = (
        e: Omit<Insertable<ProjectEventsTable>, 'tenant_id' | 'project_id' | 'actor_id' | 'created_at'>,
      ) =>
        events.push({
          tenant_id: tenant.id,
          project_id: id,
          actor_id: null,
          created_at: `${e.date}T02:00:00.000Z`,
          ...e,
        });
      if (beginDate)
        event({
          kind: 'STAGE',
          stage: 'BEGIN',
          date: beginDate,
          text: pick(data.evidence.BEGIN, i),
          reason: '',
        });
      if (produceDate)
        event({
          kind: 'STAGE',
          stage: 'PRODUCE',
          date: produceDate,
          text: pick(data.evidence.PRODUCE, i),
          reason: shape.skip ? data.skipReason : '',
        });
      for (let k = 0; k < 1 + (i % 3); k++) {
        const ago = Math.max(1, Math.round(shape.signed * (0.8 - 0.3 * k)));
        event({
          kind: 'PROGRESS',
          stage: null,
          date: today.date(-ago),
          text: pick(data.progress, i + k * 3),
          reason: '',
        });
      }
      await db.insertInto('project_events').values(events).execute();
      if (i % 3 === 0)
        await db
          .insertInto('project_changes')
          .values(
            changeOf(tenant.id, id, i, today, {
              investment: p.investment,
              beginPlan,
              producePlan,
              signed: shape.signed,
            }),
          )
          .execute();
    }
  }
}

/** A change of the project, in a state that turns with its index: pending, approved, refused. */
function changeOf(
  tenantId: number,
  projectId: number,
  i: number,
  today: SeedDay,
  current: { investment: number; beginPlan: string; producePlan: string; signed: number },
): Insertable<ProjectChangesTable> {
  const c = pick(data.changes, i / 3);
  const item = c.item as ChangeItem;
  const shift = (date: string, days: number) =>
    new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
  const now =
    item === 'investment'
      ? String(current.investment)
      : item === 'beginPlan'
        ? current.beginPlan
        : current.producePlan;
  const moved = (sign: 1 | -1) =>
    item === 'investment'
      ? String(Math.round(current.investment * (c.factor ?? 1) ** sign))
      : shift(now, sign * (c.days ?? 0));
  const status = pick(['PENDING', 'APPROVED', 'REJECTED'] as const, i / 3);
  const decided = status !== 'PENDING';
  // An approved change already applies: the project holds its new value and the change the old one.
  const [before, after] = status === 'APPROVED' ? [moved(-1), now] : [now, moved(1)];
  return {
    tenant_id: tenantId,
    project_id: projectId,
    item,
    old_value: before,
    new_value: after,
    why: c.why,
    status,
    requested_by: null,
    // Asked after the signing, decided some days later (never after today).
    requested_at: today.at(-Math.min(20 + i, current.signed - 2)),
    decided_by: null,
    decided_at: decided ? today.at(-Math.min(10 + i, Math.floor(current.signed / 2))) : null,
    decision_note: status === 'REJECTED' ? data.rejectNote : decided ? data.approveNote : '',
  };
}
