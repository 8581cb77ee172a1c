import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import { dateOfDay, dayOf, isoAt, type SeedDay } from '../../../db/seed/seed-day.js';
import { CONTACTS, MATERIALS, PARK1, PARK2, PROJECTS, type Kind, type Plan, type PlannedApplication } from './declarations-data.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';

/**
 * The demo declarations (政策申报) of both parks, over the policies the policy seed created: notices
 * accepted all year (open), last year's (closed) and next round's (not started, operators only),
 * and applications by the parks' enterprises in every state. The demo enterprise user's company
 * has a returned, a pending and a granted application and can still start several open ones.
 * Dates count from the seeding day, so the demo is current whenever it is seeded and two seeds on
 * the same day store the same rows. Uploaded files are not
 * part of the demo (documents live on disk, the seed writes only the database).
 */

function operatorPhone(tenantId: number, role: '管理员' | '管委会'): string | undefined {
  return DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === role)?.phone;
}

async function userIdByPhone(db: Kysely<DB>, tenantId: number, phone: string | undefined): Promise<number | null> {
  if (!phone) return null;
  const row = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('phone', '=', phone).executeTakeFirst();
  return row?.id ?? null;
}

/** The policies' apply items one applies for (not 免申即享) of the park, published policies first, in a stable order. */
async function applyItemsOf(db: Kysely<DB>, tenantId: number) {
  return db
    .selectFrom('policy_apply_items as i')
    .innerJoin('policies as p', (join) => join.onRef('p.id', '=', 'i.policy_id').onRef('p.tenant_id', '=', 'i.tenant_id'))
    .select(['i.id', 'i.policy_id', 'i.name', 'p.title as policy_title', 'p.state'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.auto_grant', '=', 0)
    .orderBy((eb) => eb.case().when('p.state', '=', 'JOINT').then(0).else(1).end())
    .orderBy('p.id')
    .orderBy('i.indexnumber')
    .orderBy('i.id')
    .execute();
}

/** The park's enterprises (orgtype ORG): the demo enterprise user's company first when the park has one. */
async function enterprisesOf(db: Kysely<DB>, tenantId: number) {
  const demoUser = DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.org === 'ORG');
  const demo = demoUser
    ? await db
        .selectFrom('users')
        .innerJoin('orgs', 'orgs.id', 'users.org_id')
        .select(['orgs.id', 'users.id as user_id', 'users.name as user_name', 'users.phone'])
        .where('users.tenant_id', '=', tenantId)
        .where('users.phone', '=', demoUser.phone)
        .executeTakeFirst()
    : undefined;
  const others = await db
    .selectFrom('orgs')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('orgtype', '=', 'ORG')
    .$if(!!demo, (q) => q.where('id', '<>', demo!.id))
    .orderBy('id')
    .limit(20)
    .execute();
  const first = demo ? [{ id: demo.id, userId: demo.user_id as number | null, contact: demo.user_name, phone: demo.phone }] : [];
  const rest = others.map((o, i) => ({
    id: o.id,
    userId: null,
    contact: CONTACTS[i % CONTACTS.length]!,
    phone: `135710${String(10_000 + i * 37).padStart(5, '0')}`,
  }));
  return [...first, ...rest];
}

interface Window {
  start: number;
  end: number;
  titleOf: (item: string) => string;
  nameOf: (item: string) => string;
}

/**
 * Open: opened in the last weeks, accepted for about three more years; closed: a round that ended
 * half a year ago, titled with its year; upcoming: next year's first quarter.
 */
function windowOf(kind: Kind, i: number, today: SeedDay): Window {
  if (kind === 'open')
    return {
      start: today.day - 45 + i * 4,
      end: today.day + 1095 - i * 15,
      titleOf: (item) => `关于常年受理“${item}”申报的通知`,
      nameOf: (item) => `${item}（常年受理）`,
    };
  if (kind === 'closed') {
    const start = today.day - 300 + i * 20;
    const year = dateOfDay(start).slice(0, 4);
    return {
      start,
      end: today.day - 200 + i * 20,
      titleOf: (item) => `关于开展${year}年度“${item}”申报工作的通知`,
      nameOf: (item) => `${year}年度${item}`,
    };
  }
  const year = today.year() + 1;
  return {
    start: dayOf(`${year}-01-01`),
    end: dayOf(`${year}-03-31`),
    titleOf: (item) => `关于开展${year}年度“${item}”申报工作的通知`,
    nameOf: (item) => `${year}年度${item}`,
  };
}

const contentOf = (policy: string, item: string, dept: string, start: string, end: string) =>
  [
    '各有关企业：',
    `根据《${policy}》有关规定，现组织开展“${item}”申报工作，有关事项通知如下。`,
    '一、申报对象：在园区注册、具有独立法人资格、依法纳税且信用记录良好的企业。',
    `二、申报时间：${start}至${end}，逾期不予受理。`,
    '三、申报方式：登录园区门户“政策申报”栏目在线填写申报书并上传申报材料，提交后可在“我的申报”中查看审核进度。',
    `四、联系方式：${dept}，工作日9:00–17:30。`,
  ].join('\n');

async function seedPark(
  db: Kysely<DB>,
  today: SeedDay,
  tenantId: number,
  plans: readonly Plan[],
  dept: string,
  phone: string,
): Promise<void> {
  const items = await applyItemsOf(db, tenantId);
  if (items.length === 0) return;
  const orgs = await enterprisesOf(db, tenantId);
  const creator = await userIdByPhone(db, tenantId, operatorPhone(tenantId, '管理员'));
  const reviewers = [creator, (await userIdByPhone(db, tenantId, operatorPhone(tenantId, '管委会'))) ?? creator];
  const used = new Set<string>();
  let serial = 0;

  for (const [p, plan] of plans.entries()) {
    const item = items[p % items.length]!;
    const w = windowOf(plan.kind, p, today);
    let name = w.nameOf(item.name);
    let title = w.titleOf(item.name);
    for (let n = 2; used.has(name) || used.has(title); n++) {
      name = `${w.nameOf(item.name)}（第${n}批）`;
      title = `${w.titleOf(item.name)}（第${n}批）`;
    }
    used.add(name).add(title);
    const [start, end] = [dateOfDay(w.start), dateOfDay(w.end)];
    const created = isoAt(w.start - 3, 9 * 3600 + p * 600);
    const declaration = await db
      .insertInto('declarations')
      .values({
        tenant_id: tenantId,
        policy_id: item.policy_id,
        apply_item_id: item.id,
        title: title.slice(0, 100),
        name: name.slice(0, 60),
        start_date: start,
        end_date: end,
        dept,
        phone,
        content: contentOf(item.policy_title, item.name, dept, start, end),
        creator_id: creator,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('declaration_materials')
      .values(
        MATERIALS.filter((_m, k) => k < 3 || (k + p) % 2 === 0).map((m, position) => ({ ...m, tenant_id: tenantId, declaration_id: declaration.id, position })),
      )
      .execute();

    for (const a of plan.applications) {
      // A small park (tests seed a few organisations) gets the applications it has enterprises for.
      const org = orgs[a.org];
      if (!org) continue;
      await insertApplication(db, tenantId, declaration.id, w.start, org, a, serial++, reviewers);
    }
  }
}

async function insertApplication(
  db: Kysely<DB>,
  tenantId: number,
  declarationId: number,
  startDay: number,
  org: { id: number; userId: number | null; contact: string; phone: string },
  a: PlannedApplication,
  n: number,
  reviewers: (number | null)[],
): Promise<void> {
  const [project, summary] = PROJECTS[n % PROJECTS.length]!;
  const startedDay = startDay + 2 + (n % 5);
  const started = isoAt(startedDay, 10 * 3600 + n * 97);
  const submitted = a.state === 'TOSUBMIT' ? null : isoAt(startedDay + 3, 15 * 3600 + n * 131);
  const audited = ['PASS', 'FAIL', 'BACK'].includes(a.state) ? isoAt(startedDay + 8, 11 * 3600 + n * 53) : null;
  const reviewer = reviewers[n % 2] ?? null;
  const landed = a.landing ? isoAt(startedDay + 40, 14 * 3600) : null;
  const updated = landed ?? audited ?? submitted ?? started;
  const amount = 20 + ((n * 37) % 9) * 10;
  const row = await db
    .insertInto('declare_applications')
    .values({
      tenant_id: tenantId,
      declaration_id: declarationId,
      org_id: org.id,
      user_id: org.userId,
      state: a.state,
      contact_name: org.contact,
      contact_phone: org.phone,
      project_name: project,
      project_summary: summary,
      amount_applied: a.landing ? Math.max(a.landing, amount) : amount,
      revenue: 1800 + ((n * 613) % 9000),
      rd_expense: 150 + ((n * 97) % 800),
      employees: 40 + ((n * 29) % 400),
      remark: '',
      reason: a.reason ?? '',
      submitted_at: submitted,
      audited_at: audited,
      auditor_id: audited ? reviewer : null,
      created_at: started,
      updated_at: updated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const trail: { action: string; from: string | null; to: string; reason: string; actor: number | null; at: string }[] = [
    { action: 'START', from: null, to: 'TOSUBMIT', reason: '', actor: org.userId, at: started },
  ];
  if (submitted) trail.push({ action: 'SUBMIT', from: 'TOSUBMIT', to: 'TOAUDIT', reason: '', actor: org.userId, at: submitted });
  if (audited) trail.push({ action: a.state, from: 'TOAUDIT', to: a.state, reason: a.reason ?? '', actor: reviewer, at: audited });
  if (a.landing && landed) {
    const landedOn = landed.slice(0, 10);
    await db
      .insertInto('declare_landings')
      .values({
        tenant_id: tenantId,
        application_id: row.id,
        amount: a.landing,
        landed_on: landedOn,
        note: '资金已拨付至企业基本账户',
        attachment_id: null,
        recorder_id: reviewer,
        created_at: landed,
        updated_at: landed,
      })
      .execute();
    trail.push({ action: 'LANDING', from: 'PASS', to: 'PASS', reason: `兑现${a.landing}万元（${landedOn}）：资金已拨付至企业基本账户`, actor: reviewer, at: landed });
  }
  await db
    .insertInto('audit_logs')
    .values(
      trail.map((e) => ({
        tenant_id: tenantId,
        subject_type: 'declare_application',
        subject_id: row.id,
        action: e.action,
        status_from: e.from,
        status_to: e.to,
        reason: e.reason,
        actor_id: e.actor,
        created_at: e.at,
      })),
    )
    .execute();
}

/** The demo declarations of both parks; accounts, organisations and policies must already exist. */
export async function insertDemoDeclarations(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await seedPark(db, today, DEFAULT_TENANT.id, PARK1, '园区科技创新服务中心', '0571-87702100');
  await seedPark(db, today, 2, PARK2, '园区科技和信息化局', '0512-66681234');
}

export const DEMO_DECLARATION_PLANS = { defaultPark: PARK1, secondPark: PARK2 } as const;
