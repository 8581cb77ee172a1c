import type { Insertable, Kysely } from 'kysely';
import { LOAN_STATUSES, type LoanStatus } from '../../../../common/finance/rules.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { DEMO_PARKS } from '../../../db/seed/parks.js';
import { roundCoordinate, wgs84ToGcj02 } from '../../../lib/coords.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import type { FinanceLoansTable } from '../tables.js';
import { DECLINE_NOTES, FOLLOW_NOTES, INSTITUTIONS, PRODUCTS, PURPOSES, RETURN_REASON } from './texts.js';

/**
 * The finance demo of both parks: institutions, products in every publish state, loan applications
 * in every SPEC loan status spread over the last twelve months (each with its steps), and
 * financing needs. Deterministic: the same day seeds the same rows.
 */

/** Loan applications per park. */
export const DEMO_LOAN_COUNTS: Record<number, number> = { 1: 72, 2: 24 };

const phoneOf = (tenantId: number, i: number) => `0${tenantId === 1 ? '571' : '512'}-8${String(6000000 + i * 1357).slice(0, 7)}`;

/** An institution's branch a few streets from the park's centre, in GCJ-02 as the maps draw it. */
function pointNearPark(tenantId: number, i: number) {
  const park = DEMO_PARKS.find((p) => p.tenantId === tenantId && p.parentId === null) ?? DEMO_PARKS[0]!;
  const gcj = wgs84ToGcj02({ lng: park.lng + ((i % 3) - 1) * 0.013 + i * 0.001, lat: park.lat + (Math.floor(i / 3) - 0.5) * 0.011 });
  return { gaode_lng: roundCoordinate(gcj.lng), gaode_lat: roundCoordinate(gcj.lat) };
}

export async function insertDemoFinance(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenantId of [1, 2]) await seedPark(db, tenantId, today);
}

async function seedPark(db: Kysely<DB>, tenantId: number, today: SeedDay) {
  const institutions = INSTITUTIONS[tenantId] ?? [];
  if (institutions.length === 0) return;
  const random = new Random(seedFrom('finance', tenantId));
  const operator = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('phone', 'in', DEMO_ACCOUNTS.filter((a) => a.tenantId === tenantId && (a.role === '管委会' || a.role === '管理员')).map((a) => a.phone))
    .orderBy('phone', 'desc')
    .executeTakeFirst();
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'fullname'])
    .where('tenant_id', '=', tenantId)
    .where('orgtype', '=', 'ORG')
    .orderBy('id')
    .limit(40)
    .execute();
  if (orgs.length === 0) return;
  const members = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'org_id'])
    .where('tenant_id', '=', tenantId)
    .where('org_id', 'in', orgs.map((o) => o.id))
    .orderBy('id')
    .execute();

  const institutionIds: number[] = [];
  for (const [i, inst] of institutions.entries()) {
    const at = today.at(-400 + i);
    const row = await db
      .insertInto('finance_institutions')
      .values({
        tenant_id: tenantId,
        name: inst.name,
        kind: inst.kind,
        intro: inst.intro,
        address: tenantId === 1 ? `杭州市滨江区网商路${String(100 + i * 11)}号` : `苏州工业园区星湖街${String(200 + i * 13)}号`,
        contact_name: inst.contact,
        contact_phone: phoneOf(tenantId, i),
        ...pointNearPark(tenantId, i),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    institutionIds.push(row.id);
  }

  // The last two of each park wait: one just entered, one returned; the rest are published.
  const products = PRODUCTS[tenantId] ?? [];
  const published: Array<{ id: number; institutionId: number; name: string; loanType: string; amount: [number, number]; term: [number, number] }> = [];
  for (const [i, p] of products.entries()) {
    const status = i === products.length - 1 ? 'CHECK' : i === products.length - 2 ? 'CANCEL' : 'JOINT';
    const institutionId = institutionIds[p.institution] ?? institutionIds[0]!;
    const at = today.at(-380 + i * 3);
    const row = await db
      .insertInto('finance_products')
      .values({
        tenant_id: tenantId,
        institution_id: institutionId,
        name: p.name,
        loan_type: p.loanType,
        amount_min: p.amount[0],
        amount_max: p.amount[1],
        rate_min: p.rate[0],
        rate_max: p.rate[1],
        term_min: p.term[0],
        term_max: p.term[1],
        guarantee: p.guarantee,
        eligibility: p.eligibility,
        materials: '营业执照、近两年财务报表、近六个月银行流水、法定代表人身份证明',
        intro: `${p.name}：额度 ${String(p.amount[0])}–${String(p.amount[1])} 万元，最长 ${String(p.term[1])} 个月，${p.guarantee}方式。`,
        status,
        reason: status === 'CANCEL' ? RETURN_REASON : '',
        author_id: operator?.id ?? null,
        published_at: status === 'JOINT' ? today.at(-378 + i * 3) : null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'JOINT') published.push({ id: row.id, institutionId, name: p.name, loanType: p.loanType, amount: p.amount, term: p.term });
  }

  // Applications over the last year: older ones are settled, recent ones still open.
  const count = DEMO_LOAN_COUNTS[tenantId] ?? 0;
  for (let i = 0; i < count; i++) {
    const product = published[i % published.length]!;
    const org = orgs[(i * 7) % orgs.length]!;
    const member = members.find((m) => m.org_id === org.id);
    const daysAgo = Math.round(((count - i) / count) * 360) + random.int(0, 5);
    const status: LoanStatus = i < 4 ? LOAN_STATUSES[i]! : daysAgo < 20 ? (random.chance(0.5) ? 'TOAUDIT' : 'AUDITING') : random.chance(0.65) ? 'PASS' : 'BACK';
    const amount = Math.round(random.int(product.amount[0], product.amount[1]) / 10) * 10 || product.amount[0];
    const term = Math.min(product.term[1], Math.max(product.term[0], 12));
    const created = today.at(-daysAgo, 9 * 3600 + random.int(0, 8 * 3600));
    const answered = status === 'TOAUDIT' ? null : today.at(-daysAgo + random.int(0, 3), 15 * 3600);
    const granted = status === 'PASS' ? Math.max(product.amount[0], Math.round((amount * random.int(60, 100)) / 1000) * 10) : null;
    const grantedAt = status === 'PASS' ? today.at(Math.min(-1, -daysAgo + random.int(8, 25)), 16 * 3600) : null;
    const values: Insertable<FinanceLoansTable> = {
      tenant_id: tenantId,
      product_id: product.id,
      product_name: product.name,
      loan_type: product.loanType,
      institution_id: product.institutionId,
      org_id: org.id,
      applicant_id: member?.id ?? null,
      org_name: org.fullname,
      contact_name: member?.name ?? '财务负责人',
      contact_phone: member?.phone ?? '13700000000',
      amount,
      term_months: term,
      purpose: PURPOSES[i % PURPOSES.length]!,
      status,
      granted,
      granted_on: grantedAt ? grantedAt.slice(0, 10) : null,
      answered_at: answered,
      created_at: created,
      updated_at: grantedAt ?? answered ?? created,
    };
    const loan = await db.insertInto('finance_loans').values(values).returning('id').executeTakeFirstOrThrow();
    const step = (from: LoanStatus | null, to: LoanStatus, at: string, note: string, amountGranted: number | null, byOperator: boolean) =>
      db
        .insertInto('finance_loan_steps')
        .values({
          tenant_id: tenantId,
          loan_id: loan.id,
          from_status: from,
          to_status: to,
          note,
          amount: amountGranted,
          actor_id: byOperator ? (operator?.id ?? null) : (member?.id ?? null),
          actor_name: byOperator ? (operator?.name ?? '园区金融服务专员') : (member?.name ?? org.fullname),
          at,
        })
        .execute();
    await step(null, 'TOAUDIT', created, '', null, false);
    if (status === 'BACK' && answered) {
      await step('TOAUDIT', 'BACK', answered, DECLINE_NOTES[i % DECLINE_NOTES.length]!, null, true);
    } else if (answered) {
      await step('TOAUDIT', 'AUDITING', answered, FOLLOW_NOTES[i % FOLLOW_NOTES.length]!, null, true);
      if (status === 'PASS' && grantedAt) await step('AUDITING', 'PASS', grantedAt, '银行已放款', granted, true);
    }
  }

  // Financing needs: most still open.
  for (let i = 0; i < (tenantId === 1 ? 14 : 5); i++) {
    const org = orgs[(i * 5 + 3) % orgs.length]!;
    const member = members.find((m) => m.org_id === org.id);
    const at = today.at(-i * 17 - 2, 10 * 3600);
    await db
      .insertInto('finance_needs')
      .values({
        tenant_id: tenantId,
        org_id: org.id,
        author_id: member?.id ?? null,
        org_name: org.fullname,
        amount: (i % 6 + 1) * 100,
        purpose: PURPOSES[(i + 3) % PURPOSES.length]!,
        term_months: [12, 24, 36][i % 3]!,
        guarantee: i % 4 === 0 ? '抵押' : '信用',
        contact_name: member?.name ?? '财务负责人',
        contact_phone: member?.phone ?? '13700000000',
        status: i % 5 === 4 ? 'CLOSED' : 'OPEN',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
