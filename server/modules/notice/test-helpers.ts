import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { insertTestAttachment } from '../../testing/fixtures.js';
import { buildWorld, call, type Answer, type TestUser, type World } from '../../testing/world.js';

/** Test-only: the two-park world (server/testing/world.ts) and helpers to call the notice API. */

export const BASE = '/api/dpboot/notice';

export { buildWorld, type World };

/** An attachment row as an upload leaves it (PRIVATE); its id. */
export const insertAttachment = (
  db: Kysely<DB>,
  tenantId: number,
  uploader: TestUser,
  file: { filename?: string; mime?: string; deleted?: boolean } = {},
): Promise<number> => insertTestAttachment(db, tenantId, uploader.id, file);

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
