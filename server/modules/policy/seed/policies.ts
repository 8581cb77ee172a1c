import type { Kysely } from 'kysely';
import { CONDITION_OPERATORS, type QuotaKind } from '../../../../common/policy.js';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import { dateOfDay, isoAt, type SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { insertDemoTest } from './demo-answers.js';
import { HANGZHOU_POLICIES } from './policies-hangzhou.js';
import { DEMO_QUOTA_TYPES } from './policies-quotas.js';
import type { ItemSpec, LinkSpec, PolicySpec } from './policies-spec.js';
import { SUZHOU_POLICIES } from './policies-suzhou.js';
import { mix32 } from '../../../db/seed/random.js';

/**
 * The demo policy library of both parks: the quota system, policies with guides, apply items,
 * awards and conditions linked to quotas, their review trail, and a history of views so the hot
 * list has something to rank. Dates count from the seeding day, so seeds made on the same day are identical.
 */

interface SeededQuota {
  id: number;
  kind: QuotaKind;
  options: Map<string, number>;
}

async function insertQuotas(
  db: Kysely<DB>,
  tenantId: number,
  today: SeedDay,
): Promise<Map<string, SeededQuota>> {
  const created = isoAt(today.day - 400, 9 * 3600);
  const quotas = new Map<string, SeededQuota>();
  for (const [t, type] of DEMO_QUOTA_TYPES.entries()) {
    const row = await db
      .insertInto('policy_quota_types')
      .values({
        tenant_id: tenantId,
        name: type.name,
        indexnumber: (t + 1) * 10,
        state: 'ENABLE',
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [q, quota] of type.quotas.entries()) {
      const inserted = await db
        .insertInto('policy_quotas')
        .values({
          tenant_id: tenantId,
          type_id: row.id,
          name: quota.name,
          kind: quota.kind,
          unit: quota.unit ?? '',
          is_question: quota.notAsked ? 0 : 1,
          question: quota.question,
          hint: quota.hint ?? '',
          profile_field: quota.profileField ?? null,
          indexnumber: (q + 1) * 10,
          state: quota.state ?? 'ENABLE',
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const options = new Map<string, number>();
      for (const [o, label] of (quota.options ?? []).entries()) {
        const option = await db
          .insertInto('policy_quota_options')
          .values({ tenant_id: tenantId, quota_id: inserted.id, label, indexnumber: o + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        options.set(label, option.id);
      }
      quotas.set(quota.key, { id: inserted.id, kind: quota.kind, options });
    }
  }
  return quotas;
}

/** A link spec as a row; a typo in the library (unknown quota, option or operator) fails the seed. */
function linkRow(spec: LinkSpec, quotas: ReadonlyMap<string, SeededQuota>) {
  const [key, operator, value, value2] = spec;
  const quota = quotas.get(key);
  if (!quota) throw new Error(`unknown quota ${key}`);
  if (!(CONDITION_OPERATORS[operator].kinds as readonly string[]).includes(quota.kind))
    throw new Error(`${operator} does not fit ${key}`);
  if (typeof value === 'number') {
    if (quota.kind !== 'NUMBER') throw new Error(`${key} takes options`);
    return {
      quota_id: quota.id,
      operator,
      value,
      value2: operator === 'BETWEEN' ? (value2 ?? value) : null,
      option_ids: '[]',
    };
  }
  const ids = value.map((label) => {
    const id = quota.options.get(label);
    if (id === undefined) throw new Error(`${key} has no option ${label}`);
    return id;
  });
  return { quota_id: quota.id, operator, value: null, value2: null, option_ids: JSON.stringify(ids) };
}

const CN_DIGITS = '〇一二三四五六七八九';
/** 1 → 一, 10 → 十, 12 → 十二, 21 → 二十一. */
function chinese(n: number): string {
  if (n < 10) return CN_DIGITS[n] ?? '';
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : CN_DIGITS[tens]}十${ones === 0 ? '' : CN_DIGITS[ones]}`;
}

function awardText(item: ItemSpec): string {
  return item.awards
    .map(
      (a) =>
        (a.amount > 0 ? `给予${a.name}最高${a.amount}万元` : `享受${a.name}`) +
        (a.description ? `（${a.description}）` : ''),
    )
    .join('；');
}

function contentOf(spec: PolicySpec, start: string, end: string | null): string {
  const articles = [
    `${spec.purpose}，制定本政策。`,
    `本政策适用于${spec.eligible.replace(/。$/, '')}。`,
    ...spec.items.map((item) => {
      const conditions = item.conditions.map((c) => c.name).join('；');
      return `【${item.name}】${conditions ? `符合以下条件的：${conditions}，` : ''}${awardText(item)}。${item.description}`;
    }),
    `本政策自${start}起施行，${end ? `有效期至${end}` : '长期有效'}，由${spec.issuer}负责解释。`,
  ];
  return articles.map((text, i) => `第${chinese(i + 1)}条 ${text}`).join('\n\n');
}

function applyMethodOf(spec: PolicySpec): string {
  const auto = spec.items.some((i) => i.autoGrant)
    ? '\n\n标注“免申即享”的事项由主管部门比对企业数据后直接兑现，企业无需申报。'
    : '';
  return `符合条件的企业登录园区门户“政策申报”栏目在线填报，上传营业执照、财务报表及相关证明材料；${spec.issuer}审核通过后按程序拨付资金。${auto}`;
}

/** A document number such as 杭高新〔2025〕3号 carries the year the policy was published. */
function docNoOf(docNo: string, publishDay: number): string {
  return docNo.replace(/〔\d{4}〕/, `〔${dateOfDay(publishDay).slice(0, 4)}〕`);
}

/** Start, end and publish day of the i-th policy, by its validity (counted from the seeding day). */
function daysOf(spec: PolicySpec, i: number, today: SeedDay) {
  const h = mix32(i + 1);
  switch (spec.validity) {
    case 'longterm':
      return { start: today.day - 900 - (h % 300), end: null, publish: today.day - 910 - (h % 300) };
    case 'expired':
      return {
        start: today.day - 800,
        end: today.day - 30 - (h % 200),
        publish: today.day - 810,
      };
    case 'upcoming':
      return { start: today.day + 420, end: today.day + 1150, publish: today.day - 15 };
    default: {
      const start = today.day - 20 - (h % 360);
      return { start, end: today.day + 700 + (mix32(h) % 1100), publish: start - 3 - (h % 10) };
    }
  }
}

const CONTACTS = ['王老师', '李老师', '陈老师', '张老师', '刘老师', '赵老师'];

async function userId(db: Kysely<DB>, tenantId: number, role: string): Promise<number> {
  const account =
    DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === role) ??
    DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === '管理员');
  if (!account) throw new Error(`no demo operator in tenant ${tenantId}`);
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', account.phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertPolicy(
  db: Kysely<DB>,
  tenantId: number,
  spec: PolicySpec,
  i: number,
  quotas: ReadonlyMap<string, SeededQuota>,
  people: { author: number; reviewer: number },
  today: SeedDay,
) {
  const days = daysOf(spec, i, today);
  const start = dateOfDay(days.start);
  const end = days.end === null ? null : dateOfDay(days.end);
  const state = spec.state ?? 'JOINT';
  const created = isoAt(days.publish, 9 * 3600 + (mix32(i) % 3600));
  const reviewed = state === 'CHECK' ? null : isoAt(days.publish, 15 * 3600 + (mix32(i + 7) % 3600));
  const itemAwards = spec.items.map((item) => Math.max(0, ...item.awards.map((a) => a.amount)));
  const row = await db
    .insertInto('policies')
    .values({
      tenant_id: tenantId,
      title: spec.title,
      doc_no: docNoOf(spec.docNo, days.publish),
      issuer: spec.issuer,
      level: spec.level,
      industries: spec.industries.length === 0 ? '' : `|${spec.industries.join('|')}|`,
      eligible: spec.eligible,
      summary: spec.summary,
      content: contentOf(spec, start, end),
      apply_method: applyMethodOf(spec),
      publish_date: dateOfDay(days.publish),
      start_date: start,
      end_date: end,
      contact_name: CONTACTS[i % CONTACTS.length] ?? '',
      contact_phone: `${tenantId === DEFAULT_TENANT.id ? '0571-8770' : '0512-6606'}${String(2100 + (mix32(i + 3) % 800))}`,
      source_url: '',
      state,
      reason: spec.reason ?? '',
      max_award: Math.round(itemAwards.reduce((s, v) => s + v, 0) * 100) / 100,
      auto_grant: spec.items.some((it) => it.autoGrant) ? 1 : 0,
      item_count: spec.items.length,
      author_id: people.author,
      reviewer_id: state === 'CHECK' ? null : people.reviewer,
      reviewed_at: reviewed,
      created_at: created,
      updated_at: reviewed ?? created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (const [j, item] of spec.items.entries()) {
    const itemRow = await db
      .insertInto('policy_apply_items')
      .values({
        tenant_id: tenantId,
        policy_id: row.id,
        name: item.name,
        description: item.description,
        auto_grant: item.autoGrant ? 1 : 0,
        indexnumber: j + 1,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('policy_apply_awards')
      .values(
        item.awards.map((a, k) => ({
          tenant_id: tenantId,
          policy_id: row.id,
          item_id: itemRow.id,
          name: a.name,
          kind: a.kind,
          amount: a.amount,
          description: a.description,
          indexnumber: k + 1,
        })),
      )
      .execute();
    for (const [k, condition] of item.conditions.entries()) {
      const conditionRow = await db
        .insertInto('policy_apply_conditions')
        .values({
          tenant_id: tenantId,
          policy_id: row.id,
          item_id: itemRow.id,
          name: condition.name,
          logic: condition.logic,
          indexnumber: k + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (condition.links.length === 0) continue;
      await db
        .insertInto('policy_condition_quotas')
        .values(
          condition.links.map((l) => ({
            ...linkRow(l, quotas),
            tenant_id: tenantId,
            policy_id: row.id,
            condition_id: conditionRow.id,
          })),
        )
        .execute();
    }
  }

  const trail: {
    action: string;
    from: string | null;
    to: string;
    reason: string;
    actor: number;
    at: string;
  }[] = [{ action: 'SUBMIT', from: null, to: 'CHECK', reason: '', actor: people.author, at: created }];
  if (state !== 'CHECK') {
    trail.push({
      action: state === 'JOINT' ? 'PUBLISH' : 'REJECT',
      from: 'CHECK',
      to: state,
      reason: spec.reason ?? '',
      actor: people.reviewer,
      at: reviewed ?? created,
    });
  }
  await db
    .insertInto('audit_logs')
    .values(
      trail.map((t) => ({
        tenant_id: tenantId,
        subject_type: 'policy',
        subject_id: row.id,
        action: t.action,
        status_from: t.from,
        status_to: t.to,
        reason: t.reason,
        actor_id: t.actor,
        created_at: t.at,
      })),
    )
    .execute();

  if (state === 'JOINT' && spec.validity !== 'expired')
    await insertViews(db, tenantId, row.id, i, days.publish, today);
}

/** A history of distinct daily visitors over the weeks before the seeding day. */
async function insertViews(
  db: Kysely<DB>,
  tenantId: number,
  policyId: number,
  i: number,
  publishDay: number,
  today: SeedDay,
) {
  const count = 2 + (mix32(i * 31 + tenantId) % 45);
  const first = Math.max(publishDay, today.day - 90);
  const span = Math.max(today.day - first, 1);
  const rows = Array.from({ length: count }, (_, k) => {
    const day = first + (mix32(i * 1000 + k) % span);
    return {
      tenant_id: tenantId,
      policy_id: policyId,
      viewer: `seed:${k}`,
      day: dateOfDay(day),
      created_at: isoAt(day, 8 * 3600 + (mix32(k + i) % 36_000)),
    };
  });
  await db.insertInto('policy_views').values(rows).execute();
  await db.updateTable('policies').set({ view_count: count }).where('id', '=', policyId).execute();
}

async function insertFor(db: Kysely<DB>, today: SeedDay, tenantId: number, library: readonly PolicySpec[]) {
  const quotas = await insertQuotas(db, tenantId, today);
  const people = {
    author: await userId(db, tenantId, '管理员'),
    reviewer: await userId(db, tenantId, '管委会'),
  };
  for (const [i, spec] of library.entries()) await insertPolicy(db, tenantId, spec, i, quotas, people, today);
}

/** The policy library of both parks and the demo enterprise's test; the demo accounts must already exist. */
export async function insertDemoPolicies(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await insertFor(db, today, DEFAULT_TENANT.id, HANGZHOU_POLICIES);
  await insertFor(db, today, 2, SUZHOU_POLICIES);
  await insertDemoTest(db, today);
}

export const DEMO_POLICY_COUNTS = {
  defaultPark: HANGZHOU_POLICIES.length,
  secondPark: SUZHOU_POLICIES.length,
} as const;
