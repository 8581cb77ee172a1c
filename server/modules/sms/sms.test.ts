import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { renderSms } from '../../../common/sms/contract.js';
import { nowIso } from '../../lib/clock.js';
import { ConsoleSmsGateway, OUTBOX_FILE, type SmsGateway, type SmsMessage } from '../../lib/sms/gateway.js';
import { insertOrg, insertStaffRole, insertUser } from '../../testing/fixtures.js';
import { call, describeWorld, okData, testPhone } from '../../testing/world.js';
import { sendTick, SMS_PER_SECOND_PER_PARK } from './sender.js';

const BASE = '/api/dpboot/sms';

interface Batch {
  id: number;
  status: string;
  counts: { total: number; sent: number; failed: number; pending: number };
}
interface Records {
  list: { id: number; name: string; orgName: string; text: string; status: string; result: string; attempts: number }[];
  total: number;
}

/** A gateway that refuses the phones it is told to, and keeps what it delivered. */
class TestGateway implements SmsGateway {
  readonly delivered: SmsMessage[] = [];
  readonly refuse = new Set<string>();
  send(message: SmsMessage): Promise<void> {
    if (this.refuse.has(message.phone)) return Promise.reject(new Error('号码已停机'));
    this.delivered.push(message);
    return Promise.resolve();
  }
}

const TEXT = '【{园区名称}】{联系人}您好，{企业名称}的专项资金申报即将截止。';

describeWorld('SMS push (%s)', (w) => {
  let outbox: string;
  let consoleGateway: ConsoleSmsGateway;
  let park1: string;
  beforeAll(async () => {
    outbox = path.join(w.t.config.dataDir, OUTBOX_FILE);
    consoleGateway = new ConsoleSmsGateway(w.t.config.dataDir, { info: () => undefined } as unknown as FastifyBaseLogger);
    park1 = (await w.db.selectFrom('tenants').select('fullname').where('id', '=', 1).executeTakeFirstOrThrow()).fullname;
  });

  const pushLines = () =>
    fs.existsSync(outbox)
      ? fs
          .readFileSync(outbox, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { phone: string; text?: string; type: string; tenantId: number })
          .filter((l) => l.type === 'push')
      : [];
  const drain = async (gateway: SmsGateway = consoleGateway) => {
    for (let i = 0; i < 1000; i++) {
      const r = await sendTick(w.db, gateway, { perTick: 1000 });
      if (r.sent + r.failed === 0) break;
    }
  };
  const batch = (id: number, tenant: 1 | 2 = 1) => okData<Batch>(w, 'GET', `${BASE}/detail?id=${id}`, tenant === 1 ? w.admin : w.admin2, undefined, tenant);

  it('a push to 3 organisations writes 3 lines to the console outbox with the variables filled', async () => {
    const orgs = [w.orgA, w.orgB, w.serviceOrg];
    // One contact per organisation: orgA has two users, so pick one user of each.
    const users = [w.userA, w.userB, w.service];
    const preview = await okData<{ rendered: string; recipients: number; orgs: number }>(w, 'POST', `${BASE}/preview`, w.admin, {
      text: TEXT,
      audience: { kind: 'ORG', ids: orgs },
    });
    expect(preview).toMatchObject({ recipients: 4, orgs: 3 });
    const firstUser = await w.db.selectFrom('users').select('name').where('id', '=', w.userA.id).executeTakeFirstOrThrow();
    expect(preview.rendered).toBe(renderSms(TEXT, { 园区名称: park1, 联系人: firstUser.name, 企业名称: '杭州甲科技有限公司' }));

    const before = pushLines().length;
    const sent = await okData<{ id: number; recipients: number }>(w, 'POST', `${BASE}/smsInfo`, w.admin, {
      text: TEXT,
      audience: { kind: 'USER', ids: users.map((u) => u.id) },
    });
    expect(sent.recipients).toBe(3);
    // Stored, not yet sent: the request does not deliver.
    expect(pushLines().length).toBe(before);
    expect((await batch(sent.id)).counts).toEqual({ total: 3, sent: 0, failed: 0, pending: 3 });

    await drain();
    const lines = pushLines().slice(before);
    expect(lines).toHaveLength(3);
    const people = await w.db
      .selectFrom('users')
      .innerJoin('orgs', 'orgs.id', 'users.org_id')
      .select(['users.phone', 'users.name', 'orgs.fullname'])
      .where('users.id', 'in', users.map((u) => u.id))
      .execute();
    expect(lines.map((l) => [l.phone, l.text, l.tenantId]).sort()).toEqual(
      people.map((p) => [p.phone, renderSms(TEXT, { 园区名称: park1, 联系人: p.name, 企业名称: p.fullname }), 1]).sort(),
    );
    expect(lines.every((l) => l.text?.includes('杭州') && !l.text.includes('{'))).toBe(true);
    const done = await batch(sent.id);
    expect(done).toMatchObject({ status: 'DONE', counts: { total: 3, sent: 3, failed: 0, pending: 0 } });
    const records = await okData<Records>(w, 'GET', `${BASE}/listSmsRecordById?id=${sent.id}`, w.admin);
    expect(records.list.map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
  });

  it('refuses unknown variables and an empty audience, with a clear message', async () => {
    const res = await call(w, 'POST', `${BASE}/smsInfo`, w.admin, { text: '{公司名}您好', audience: { kind: 'ALL' } });
    expect(res.body.message).toContain('不支持的变量：{公司名}');
    const none = await call(w, 'POST', `${BASE}/smsInfo`, w.admin, { text: '您好，测试', audience: { kind: 'ORG' } });
    expect(none.body.message).toBe('请选择至少一家企业');
    // A blank text passes the length schema; the check the screens share names what is missing.
    const blank = await call(w, 'GET', `${BASE}/save?name=${encodeURIComponent('空白')}&text=${encodeURIComponent('   ')}`, w.admin);
    expect(blank.body.message).toBe('请填写短信内容');
  });

  it('a batch of 5,000 returns at once; the sender delivers it in the background at the park rate', async () => {
    const big = await insertOrg(w.db, 1, { fullname: '杭州大批量测试有限公司', simplename: '大批量' });
    const now = nowIso();
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      tenant_id: 1,
      phone: `139${String(i).padStart(8, '0')}`,
      name: `联系人${i}`,
      password_hash: 'x',
      org_id: big,
      status: 'ACTIVE' as const,
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await w.db.insertInto('users').values(rows.slice(i, i + 500)).execute();

    // The answer comes before any message goes: the whole batch is still pending (the time it takes is a benchmark's business, not a test's).
    const sent = await okData<{ id: number; recipients: number }>(w, 'POST', `${BASE}/smsInfo`, w.admin, {
      text: TEXT,
      audience: { kind: 'ORG', ids: [big] },
    });
    expect(sent.recipients).toBe(5000);
    expect((await batch(sent.id))).toMatchObject({ status: 'SENDING', counts: { total: 5000, pending: 5000, sent: 0 } });

    // One tick sends at most the park's rate.
    const gateway = new TestGateway();
    gateway.refuse.add('13900000007');
    gateway.refuse.add('13900004999');
    const first = await sendTick(w.db, gateway);
    expect(first.sent + first.failed).toBe(SMS_PER_SECOND_PER_PARK);
    expect(gateway.delivered).toHaveLength(SMS_PER_SECOND_PER_PARK - 1);
    expect((await batch(sent.id)).counts).toMatchObject({ sent: SMS_PER_SECOND_PER_PARK - 1, failed: 1, pending: 5000 - SMS_PER_SECOND_PER_PARK });

    await drain(gateway);
    expect(await batch(sent.id)).toMatchObject({ status: 'DONE', counts: { total: 5000, sent: 4998, failed: 2, pending: 0 } });
    const firstSent = gateway.delivered[0];
    expect(firstSent && 'text' in firstSent ? firstSent.text : '').toBe(renderSms(TEXT, { 园区名称: park1, 联系人: '联系人0', 企业名称: '杭州大批量测试有限公司' }));

    // The failures come first, with the gateway's message; one retried, then the rest.
    const failed = await okData<Records>(w, 'GET', `${BASE}/listSmsRecordById?id=${sent.id}&status=FAILED`, w.admin);
    expect(failed.list.map((r) => [r.name, r.result, r.attempts])).toEqual([
      ['联系人7', '号码已停机', 1],
      ['联系人4999', '号码已停机', 1],
    ]);
    gateway.refuse.clear();
    const one = await okData<{ retried: number }>(w, 'POST', `${BASE}/retry`, w.admin, { batchId: sent.id, recordId: failed.list[0]!.id });
    expect(one.retried).toBe(1);
    expect((await batch(sent.id)).status).toBe('SENDING');
    await drain(gateway);
    expect((await batch(sent.id)).counts).toMatchObject({ sent: 4999, failed: 1 });
    expect((await okData<{ retried: number }>(w, 'POST', `${BASE}/retry`, w.admin, { batchId: sent.id })).retried).toBe(1);
    await drain(gateway);
    expect(await batch(sent.id)).toMatchObject({ status: 'DONE', counts: { sent: 5000, failed: 0 } });
    const again = await call(w, 'POST', `${BASE}/retry`, w.admin, { batchId: sent.id });
    expect(again.body.message).toBe('该批次没有发送失败的记录');
    // The 5,000 leave, their batch first: with its records still there, each user's removal looks
    // through all of them for references (there is no index by user) and the clean-up took seconds.
    await w.db.deleteFrom('sms_records').where('batch_id', '=', sent.id).execute();
    await w.db.deleteFrom('sms_batches').where('id', '=', sent.id).execute();
    await w.db.deleteFrom('users').where('org_id', '=', big).execute();
  }, 120_000);

  it('a claimed record is sent by one sender only', async () => {
    const sent = await okData<{ id: number }>(w, 'POST', `${BASE}/smsInfo`, w.admin, { text: '您好，测试并发', audience: { kind: 'USER', ids: [w.userA.id] } });
    const a = new TestGateway();
    const b = new TestGateway();
    await Promise.all([sendTick(w.db, a), sendTick(w.db, b)]);
    expect(a.delivered.length + b.delivered.length).toBe(1);
    expect((await batch(sent.id)).status).toBe('DONE');
  });

  it('a scheduled batch waits for its time', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const sent = await okData<{ id: number }>(w, 'POST', `${BASE}/smsInfo`, w.admin, { text: '您好，定时', audience: { kind: 'USER', ids: [w.userB.id] }, sendAt: at });
    expect((await batch(sent.id)).status).toBe('SCHEDULED');
    const gateway = new TestGateway();
    await sendTick(w.db, gateway);
    expect(gateway.delivered).toHaveLength(0);
    await sendTick(w.db, gateway, { now: new Date(Date.now() + 2 * 3600_000) });
    expect(gateway.delivered.map((m) => m.phone)).toHaveLength(1);
    expect((await batch(sent.id)).status).toBe('DONE');
  });

  it('templates: saved, listed with their variables, deleted; each park its own', async () => {
    const { id } = await okData<{ id: number }>(w, 'GET', `${BASE}/save?name=${encodeURIComponent('申报提醒')}&text=${encodeURIComponent(TEXT)}`, w.admin);
    const list = await okData<{ list: { id: number; variables: string[] }[] }>(w, 'GET', `${BASE}/template/list`, w.admin);
    expect(list.list.find((t) => t.id === id)?.variables).toEqual(['园区名称', '联系人', '企业名称']);
    const other = await okData<{ list: unknown[] }>(w, 'GET', `${BASE}/template/list`, w.admin2, undefined, 2);
    expect(other.list).toHaveLength(0);
    expect((await call(w, 'DELETE', `${BASE}/template/delete/${id}`, w.admin2, undefined, 2)).body.message).toBe('短信模板不存在');
    expect((await call(w, 'DELETE', `${BASE}/template/delete/${id}`, w.admin)).body.statusCode).toBe(200);
  });

  it('keeps each park to its own batches and recipients', async () => {
    const sent = await okData<{ id: number }>(w, 'POST', `${BASE}/smsInfo`, w.admin, { text: '您好，隔离', audience: { kind: 'USER', ids: [w.userA.id] } });
    expect((await call(w, 'GET', `${BASE}/detail?id=${sent.id}`, w.admin2, undefined, 2)).body.message).toBe('发送批次不存在');
    expect((await call(w, 'GET', `${BASE}/listSmsRecordById?id=${sent.id}`, w.admin2, undefined, 2)).body.message).toBe('发送批次不存在');
    expect((await call(w, 'POST', `${BASE}/retry`, w.admin2, { batchId: sent.id }, 2)).body.message).toBe('发送批次不存在');
    const list = await okData<{ list: Batch[] }>(w, 'GET', `${BASE}/list`, w.admin2, undefined, 2);
    expect(list.list).toHaveLength(0);
    // Another park's user picked by id is not reached.
    const res = await call(w, 'POST', `${BASE}/smsInfo`, w.admin, { text: '您好，隔离', audience: { kind: 'USER', ids: [w.userC.id] } });
    expect(res.body.message).toBe('所选接收对象中没有可接收短信的用户');
    await drain();
  });

  it('is refused without the sms.push permission, and to non-operators', async () => {
    await insertStaffRole(w.db, 1, '短信无权专员', ['appeal.handle']);
    const clerk = await insertUser(w.db, 1, testPhone(), ['短信无权专员']);
    const calls: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', `${BASE}/list`],
      ['POST', `${BASE}/smsInfo`, { text: '您好，无权', audience: { kind: 'ALL' } }],
      ['GET', `${BASE}/save?name=x&text=${encodeURIComponent('您好，无权')}`],
      ['POST', `${BASE}/audience/count`, { kind: 'ALL' }],
    ];
    const before = await w.db.selectFrom('sms_batches').select('id').execute();
    for (const [method, url, payload] of calls) {
      const res = await call(w, method, url, clerk, payload);
      expect([url, res.http, res.body.message]).toEqual([url, 403, NO_PERMISSION]);
      expect((await call(w, method, url, w.userA, payload)).http).toBe(403);
    }
    expect(await w.db.selectFrom('sms_batches').select('id').execute()).toEqual(before);
    // 管委会 staff push out of the box.
    expect((await call(w, 'GET', `${BASE}/list`, w.committee)).http).toBe(200);
  });
}, { smsPushIntervalMs: 0 });
