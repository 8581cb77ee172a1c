import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { scopedTo } from '../../kit/tenant-scope.js';
import { nowIso } from '../../lib/clock.js';
import { insertTestAttachment, insertTestPolicy } from '../../testing/fixtures.js';
import { buildWorld as buildBaseWorld, call, okData, type Answer, type TestUser, type World as BaseWorld } from '../../testing/world.js';
import { parkToday } from '../../lib/park-time.js';

/** Test-only: the two-park world (server/testing/world.ts) with policies to declare for, and API helpers. */

export const BASE = '/api/dpboot/declare';

export interface World extends BaseWorld {
  /** Park 1: policy 1 with items 1a, 1b; policy 2 with item 2a. Park 2: policy 3 with item 3a. */
  policy1: number;
  item1a: number;
  item1b: number;
  policy2: number;
  item2a: number;
  policy3: number;
  item3a: number;
}

/** A published policy with named apply items; the ids. */
export async function insertPolicy(
  db: Kysely<DB>,
  tenantId: number,
  title: string,
  items: string[],
  state: 'JOINT' | 'CHECK' = 'JOINT',
  autoGrant: readonly string[] = [],
): Promise<[number, ...number[]]> {
  const now = nowIso();
  const policy = { id: await insertTestPolicy(db, tenantId, title, state) };
  const ids: number[] = [];
  for (const [i, name] of items.entries()) {
    const row = await scopedTo(db, tenantId)
      .insertInto('policy_apply_items')
      .values({ policy_id: policy.id, name, description: '', auto_grant: autoGrant.includes(name) ? 1 : 0, indexnumber: i + 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return [policy.id, ...ids];
}

export async function buildWorld(dialect: 'sqlite' | 'postgres'): Promise<World> {
  const base = await buildBaseWorld(dialect);
  const [policy1, item1a, item1b] = await insertPolicy(base.db, 1, '关于支持高新技术企业发展的若干政策', ['首次认定奖励', '重新认定奖励']);
  const [policy2, item2a] = await insertPolicy(base.db, 1, '研发投入补助办法', ['研发投入补助']);
  const [policy3, item3a] = await insertPolicy(base.db, 2, '苏州园区人才政策', ['领军人才资助']);
  return { ...base, policy1, item1a: item1a!, item1b: item1b!, policy2, item2a: item2a!, policy3, item3a: item3a! };
}

export { call, okData, type Answer };

/** A day relative to today in the park (YYYY-MM-DD). */
export function day(offset: number): string {
  const base = Date.parse(`${parkToday()}T00:00:00Z`);
  return new Date(base + offset * 86_400_000).toISOString().slice(0, 10);
}

let formSerial = 0;
/** A complete, valid declaration form for policy 1 / item 1a, open today. */
export function declarationForm(w: World, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++formSerial;
  return {
    policyId: w.policy1,
    applyItemId: w.item1a,
    title: `关于开展2026年度高新技术企业奖励申报工作的通知（第${n}批）`,
    name: `2026年度高企奖励第${n}批`,
    startDate: day(-5),
    endDate: day(10),
    dept: '园区科技局',
    phone: '0571-87702100',
    content: '各有关企业：\n现将2026年度高新技术企业奖励申报工作通知如下。',
    materials: [
      { name: '申请表', required: true, types: ['pdf', 'word'], note: '加盖公章' },
      { name: '营业执照', required: true, types: ['image', 'pdf'] },
      { name: '其他证明材料', required: false, types: ['pdf', 'image', 'zip'] },
    ],
    ...extra,
  };
}

/** Saves a declaration as the park's operator; its id. */
export async function createDeclaration(w: World, extra: Record<string, unknown> = {}, tenant: 1 | 2 = 1): Promise<number> {
  const form = tenant === 1 ? declarationForm(w, extra) : declarationForm(w, { policyId: w.policy3, applyItemId: w.item3a, ...extra });
  return (await okData<{ id: number }>(w, 'POST', `${BASE}/save_declare`, tenant === 1 ? w.admin : w.admin2, form, tenant)).id;
}

/** An attachment row as an upload leaves it; its id. */
export const insertAttachment = (
  db: Kysely<DB>,
  tenantId: number,
  uploader: TestUser,
  file: { filename?: string; mime?: string } = {},
): Promise<number> =>
  insertTestAttachment(db, tenantId, uploader.id, { filename: '申请表.pdf', size: 20480, ...file });

export interface Detail {
  id: number;
  state: string;
  editable: boolean;
  reason: string;
  materials: { id: number; name: string; required: boolean; files: { id: number }[] }[];
  history: { action: string; reason: string }[];
  landing: { amount: number; landedOn: string } | null;
}

export const FULL_FORM = {
  contactName: '张伟',
  contactPhone: '13800000003',
  projectName: '工业视觉检测平台研发及产业化',
  projectSummary: '本项目研发面向电子制造的工业视觉检测平台，实现缺陷识别准确率99%以上。',
  amountApplied: 50,
  revenue: 3200,
  rdExpense: 420,
  employees: 86,
  remark: '',
};

/**
 * The enterprise user starts the declaration, fills the whole form and uploads every required
 * material; the application's id (still TOSUBMIT).
 */
export async function completeDraft(w: World, declareId: number, user: TestUser = w.userA): Promise<number> {
  const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/startDeclare`, user, { declareId });
  await okData(w, 'POST', `${BASE}/saveDeclareAndOrg/${declareId}`, user, FULL_FORM);
  const detail = await okData<Detail>(w, 'GET', `${BASE}/detail_declareAndOrg?id=${id}`, user);
  for (const m of detail.materials.filter((m) => m.required)) {
    const file = await insertAttachment(w.db, 1, user);
    await okData(w, 'POST', `${BASE}/upFileInfo`, user, { id, materialId: m.id, attachmentIds: [file] });
  }
  return id;
}
