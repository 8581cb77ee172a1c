import type { Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { insertTwoTenants, insertUser, type TestUser } from '../../testing/fixtures.js';
import { call, type Answer } from '../../testing/call.js';

/** Test-only: a two-park world with operators and plain users, and helpers to call the notice API. */

export const BASE = '/api/dpboot/notice';

export interface World {
  t: TestApp;
  db: Kysely<DB>;
  /** 管理员 of park 1. */
  admin: TestUser;
  /** 管委会 of park 1. */
  committee: TestUser;
  /** A registered user of park 1 without an operator role. */
  user: TestUser;
  /** 管理员 of park 2. */
  admin2: TestUser;
}

let phoneSerial = 0;
const phone = () => `1370000${String(++phoneSerial).padStart(4, '0')}`;

export async function buildWorld(dialect: 'sqlite' | 'postgres'): Promise<World> {
  const t = await buildTestApp(dialect);
  const db = t.database.db;
  await insertTwoTenants(db);
  return {
    t,
    db,
    admin: await insertUser(db, 1, phone(), [OPERATOR_ROLES[1]]),
    committee: await insertUser(db, 1, phone(), [OPERATOR_ROLES[0]]),
    user: await insertUser(db, 1, phone()),
    admin2: await insertUser(db, 2, phone(), [OPERATOR_ROLES[1]]),
  };
}

/** An attachment row as an upload leaves it (PRIVATE); its id. */
export async function insertAttachment(
  db: Kysely<DB>,
  tenantId: number,
  uploader: TestUser,
  file: { filename?: string; mime?: string; deleted?: boolean } = {},
): Promise<number> {
  const row = await db
    .insertInto('attachments')
    .values({
      tenant_id: tenantId,
      uploader_id: uploader.id,
      filename: file.filename ?? '附件.pdf',
      mime: file.mime ?? 'application/pdf',
      size: 1024,
      sha256: 'x'.repeat(64),
      storage_key: `${tenantId}/x`,
      created_at: nowIso(),
      deleted_at: file.deleted ? nowIso() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const insertImage = (db: Kysely<DB>, tenantId: number, uploader: TestUser) =>
  insertAttachment(db, tenantId, uploader, { filename: '图片.png', mime: 'image/png' });

export async function visibilityOf(db: Kysely<DB>, id: number): Promise<string> {
  const row = await db.selectFrom('attachments').select('visibility').where('id', '=', id).executeTakeFirstOrThrow();
  return row.visibility;
}

export { call, type Answer };

let titleSerial = 0;
/** A complete, valid form. */
export function noticeForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `关于开展2026年度高新技术企业申报工作的通知（${++titleSerial}）`,
    type: '通知公告',
    summary: '请各企业按要求准备申报材料。',
    body: '<p>各有关企业：</p><p>现将有关事项通知如下。</p>',
    attachmentIds: [],
    pinned: false,
    ...extra,
  };
}

/** Saves a notice as `user` and returns its id (throws when the save was refused). */
export async function saveAs(w: World, user: TestUser, form: Record<string, unknown>, tenant: 1 | 2 = 1): Promise<number> {
  const res = await call<{ id: number }>(w, 'POST', `${BASE}/save`, user, form, tenant);
  if (res.body.statusCode !== 200) throw new Error(`save refused: ${res.body.message}`);
  return res.body.data.id;
}

/** Saves and publishes a notice; its id. */
export async function publishedNotice(w: World, form: Record<string, unknown> = noticeForm(), tenant: 1 | 2 = 1): Promise<number> {
  const user = tenant === 1 ? w.admin : w.admin2;
  const id = await saveAs(w, user, form, tenant);
  const res = await call(w, 'POST', `${BASE}/publish/${id}`, user, undefined, tenant);
  if (res.body.statusCode !== 200) throw new Error(`publish refused: ${res.body.message}`);
  return id;
}
