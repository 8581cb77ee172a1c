import type { Kysely } from 'kysely';
import type { CaseKind, CaseStatus, ServiceCategory } from '../../../../common/service/rules.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import type { Random } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { APPLY_CONTENTS, COMMENTS, DECLINES, FOLLOW_NOTES, OUTCOMES } from './texts.js';

export interface SeedProduct {
  id: number;
  orgId: number;
  orgName: string;
  title: string;
  category: ServiceCategory;
}

const STATUS_WEIGHTS: [CaseStatus, number][] = [
  ['PASS', 5],
  ['AUDITING', 2],
  ['TOAUDIT', 1.5],
  ['BACK', 1.5],
];

/** Applications per park. */
export const DEMO_APPLY_COUNTS: Record<number, number> = { 1: 96, 2: 32 };
const DEMO_ORDER: CaseStatus[] = ['TOAUDIT', 'AUDITING', 'PASS', 'BACK', 'PASS'];

export interface Actor {
  id: number | null;
  name: string;
  side: string;
}

/** One row of a trail: step, from, to, note, who, when. */
export type TrailStep = [string, CaseStatus | null, CaseStatus | null, string, Actor, string];

export async function insertTrail(db: Kysely<DB>, tenantId: number, kind: CaseKind, recordId: number, steps: TrailStep[]) {
  await db
    .insertInto('service_steps')
    .values(
      steps.map(([step, from, to, note, actor, at]) => ({
        tenant_id: tenantId,
        kind,
        record_id: recordId,
        step,
        from_status: from,
        to_status: to,
        note,
        actor_id: actor.id,
        actor_name: actor.name,
        side: actor.side,
        at,
      })),
    )
    .execute();
}

/** The park's side of a trail: its demo 管委会 account (the first operator of the park otherwise). */
export async function parkActor(db: Kysely<DB>, tenantId: number): Promise<Actor> {
  const staff = DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === '管委会') ?? DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === '管理员');
  const operator = staff ? await db.selectFrom('users').select(['id', 'name']).where('tenant_id', '=', tenantId).where('phone', '=', staff.phone).executeTakeFirst() : undefined;
  return { id: operator?.id ?? null, name: operator?.name ?? '园区服务专员', side: '园区' };
}

/**
 * Applications from the park's enterprises for published products, in every status over twelve
 * months; the demo enterprise (the park's first) has one in each status with the demo service
 * organisation. Each has its trail (提交, 受理, 跟进记录, 办结 or 不受理), most finished ones a rating.
 */
export async function seedApplies(db: Kysely<DB>, tenantId: number, today: SeedDay, r: Random, products: SeedProduct[]) {
  if (products.length === 0) return;
  const enterprises = await db.selectFrom('orgs').select(['id', 'fullname']).where('tenant_id', '=', tenantId).where('orgtype', '=', 'ORG').orderBy('id').limit(60).execute();
  if (enterprises.length === 0) return;
  const park = await parkActor(db, tenantId);
  const demoProducts = products.filter((p) => p.orgId === products[0]!.orgId);
  for (let i = 0; i < (DEMO_APPLY_COUNTS[tenantId] ?? 20); i++) {
    const demo = i < DEMO_ORDER.length;
    const product = demo ? demoProducts[i % demoProducts.length]! : r.pick(products);
    const org = demo ? enterprises[0]! : r.pick(enterprises);
    const status = demo ? DEMO_ORDER[i]! : r.weighted(STATUS_WEIGHTS);
    const age = status === 'TOAUDIT' ? r.int(0, 6) : r.int(12, 360);
    const created = today.at(-age, r.int(3600, 30000));
    const provider = await db.selectFrom('users').select(['id', 'name']).where('org_id', '=', product.orgId).orderBy('id').executeTakeFirst();
    const handler: Actor = provider && r.chance(0.7) ? { id: provider.id, name: provider.name, side: '服务机构' } : park;
    const applicant = await db.selectFrom('users').select(['id', 'name']).where('org_id', '=', org.id).orderBy('id').executeTakeFirst();
    const rated = status === 'PASS' && r.chance(0.8) ? r.pick(COMMENTS) : null;
    const outcome = status === 'PASS' ? r.pick(OUTCOMES) : '';
    const end = Math.max(0, age - r.int(5, 10));
    const { id } = await db
      .insertInto('service_applies')
      .values({
        tenant_id: tenantId,
        product_id: product.id,
        product_title: product.title,
        category: product.category,
        provider_id: product.orgId,
        provider_name: product.orgName,
        org_id: org.id,
        org_name: org.fullname,
        applicant_id: applicant?.id ?? null,
        contact_name: applicant?.name ?? r.pick(['张伟', '刘芳', '吴强']),
        contact_phone: `139${String(10000000 + tenantId * 100000 + i * 37).slice(0, 8)}`,
        content: r.pick(APPLY_CONTENTS),
        status,
        outcome,
        rating: rated?.[0] ?? null,
        comment: rated?.[1] ?? '',
        rated_at: rated ? today.at(-Math.max(0, end - 1)) : null,
        created_at: created,
        updated_at: status === 'TOAUDIT' ? created : today.at(-end),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps: TrailStep[] = [
      ['SUBMIT', null, 'TOAUDIT', '', { id: applicant?.id ?? null, name: applicant?.name ?? org.fullname, side: '企业' }, created],
    ];
    if (status === 'BACK' && r.chance(0.5)) steps.push(['DECLINE', 'TOAUDIT', 'BACK', r.pick(DECLINES), handler, today.at(-end)]);
    else if (status !== 'TOAUDIT') {
      steps.push(['ACCEPT', 'TOAUDIT', 'AUDITING', '', handler, today.at(-age + 1)]);
      if (r.chance(0.6)) steps.push(['NOTE', null, null, r.pick(FOLLOW_NOTES), handler, today.at(-age + 2)]);
      if (status === 'PASS') steps.push(['FINISH', 'AUDITING', 'PASS', outcome, handler, today.at(-end)]);
      if (status === 'BACK') steps.push(['DECLINE', 'AUDITING', 'BACK', r.pick(DECLINES), handler, today.at(-end)]);
    }
    await insertTrail(db, tenantId, 'APPLY', id, steps);
  }
}
