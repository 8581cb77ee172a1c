import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import { describeEachDialect } from '../testing/databases.js';
import { buildWorld, okData, staffOperator, type TestUser, type World } from '../testing/world.js';

/**
 * Operator lists that declare `dataScope: { by }` narrow to the operator's data scope (list-input.ts):
 * an operator whose scope is SELF sees the rows they placed, the park's 管理员 (ALL) every row.
 * Each case plants one row of each operator in park 1, told apart by a text the list shows in `field`.
 */
type Plant = (db: Kysely<DB>, userId: number, mark: string) => Promise<unknown>;
const at = nowIso();

const LISTS: readonly { name: string; url: string; field: string; plant: Plant }[] = [
  { name: '常见问题（创建人）', url: 'customer/faq/list', field: 'question', plant: (db, userId, mark) => db.insertInto('customer_faqs').values({ tenant_id: 1, question: mark, answer: '答复', keywords: '', category: '园区服务', pinned: 0, author_id: userId, created_at: at, updated_at: at }).execute() },
  { name: '站内消息（发送人）', url: 'message/list', field: 'title', plant: (db, userId, mark) => db.insertInto('messages').values({ tenant_id: 1, kind: 'MESSAGE', topic: '', status: 'DRAFT', title: mark, summary: '', body: '', link: null, audience: null, sender_id: userId, sent_at: null, created_at: at, updated_at: at }).execute() },
  { name: '短信批次（发送人）', url: 'sms/list', field: 'templateName', plant: (db, userId, mark) => db.insertInto('sms_batches').values({ tenant_id: 1, template_name: mark, text: mark, audience: '{"kind":"ALL"}', status: 'DONE', send_at: at, finished_at: at, sender_id: userId, created_at: at }).execute() },
  { name: '操作日志（操作人）', url: 'system/operationLog/list', field: 'action', plant: (db, userId, mark) => db.insertInto('operation_logs').values({ tenant_id: 1, user_id: userId, user_name: '经办人', method: 'POST', action: mark, route: '/api/dpboot/x', record_id: null, status: 200, ip: '127.0.0.1', created_at: at }).execute() },
];

describeEachDialect('operator lists narrowed by the data scope (%s)', (dialect) => {
  let w: World;
  let self: TestUser;

  beforeAll(async () => {
    w = await buildWorld(dialect);
    self = await staffOperator(w, {
      name: '本人范围专员',
      dataScope: 'SELF',
      permissions: ['customer.manage', 'message.send', 'sms.push', 'system.audit'],
    });
  });
  afterAll(async () => {
    await w.t.close();
  });

  it.each(LISTS)('$name: SELF sees the rows it placed, ALL every row', async (list) => {
    await list.plant(w.db, self.id, `${list.name}·本人`);
    await list.plant(w.db, w.admin.id, `${list.name}·管理员`);
    const marksOf = async (user: TestUser) =>
      (await okData<{ list: Record<string, unknown>[] }>(w, 'GET', `/api/dpboot/${list.url}?size=50`, user)).list.map((item) => String(item[list.field]));
    expect(await marksOf(self)).toEqual([`${list.name}·本人`]);
    expect(await marksOf(w.admin)).toEqual(expect.arrayContaining([`${list.name}·本人`, `${list.name}·管理员`]));
  });
});
