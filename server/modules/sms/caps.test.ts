import { expect, it } from 'vitest';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import { insertUser, type TestUser } from '../../testing/fixtures.js';
import { call, describeWorld, okData, testPhone } from '../../testing/world.js';

const BASE = '/api/dpboot/sms';
const CAPS = '/api/dpboot/setting/smsCaps';

interface Sent {
  id: number;
  recipients: number;
  overCap: number;
}

/** F8: the park's caps on SMS pushes, per recipient per day and per operator per hour. */
describeWorld('SMS push caps (%s)', (w) => {
  const person = async () => {
    const phone = testPhone();
    return { ...(await insertUser(w.db, 1, phone)), phone };
  };
  const operator = () => insertUser(w.db, 1, testPhone(), [OPERATOR_ROLES[0]]);
  const send = (by: TestUser, people: TestUser[], extra: Record<string, unknown> = {}, tenant: 1 | 2 = 1) =>
    call<Sent>(w, 'POST', `${BASE}/smsInfo`, by, { text: '您好，园区通知', audience: { kind: 'USER', ids: people.map((p) => p.id) }, ...extra }, tenant);
  const setCaps = async (perRecipientPerDay: number, perOperatorPerHour: number) => {
    const saved = await call(w, 'POST', `${CAPS}/save`, w.admin, { perRecipientPerDay, perOperatorPerHour });
    expect(saved.body).toMatchObject({ statusCode: 200, message: '短信推送上限已保存' });
  };
  const recordsOf = (batchId: number) =>
    w.db.selectFrom('sms_records').select('phone').where('batch_id', '=', batchId).orderBy('phone').execute();

  it('are the park’s settings: defaults until an administrator saves them, checked, each park its own', async () => {
    expect(await okData(w, 'GET', CAPS, w.admin)).toEqual({ perRecipientPerDay: 3, perOperatorPerHour: 10 });
    const bad = await call(w, 'POST', `${CAPS}/save`, w.admin, { perRecipientPerDay: 0, perOperatorPerHour: 10 });
    expect(bad.body.statusCode).toBe(400);
    expect(bad.body.message).toContain('每人每日上限');
    // Staff push but do not set the park's settings.
    expect((await call(w, 'POST', `${CAPS}/save`, w.committee, { perRecipientPerDay: 5, perOperatorPerHour: 10 })).http).toBe(403);
    await setCaps(2, 100);
    expect(await okData(w, 'GET', CAPS, w.admin)).toEqual({ perRecipientPerDay: 2, perOperatorPerHour: 100 });
    expect(await okData(w, 'GET', CAPS, w.admin2, undefined, 2)).toEqual({ perRecipientPerDay: 3, perOperatorPerHour: 10 });
  });

  it('leave out the recipients who had the day’s pushes, send to the others and say how many were left out', async () => {
    const [full, fresh] = [await person(), await person()];
    const by = await operator();
    for (let i = 0; i < 2; i++) expect((await send(by, [full])).body.statusCode).toBe(200);

    const mixed = await send(by, [full, fresh]);
    expect(mixed.body).toEqual({
      statusCode: 200,
      message: '已提交发送；1位接收人今日已收到2条推送短信，达到每人每日2条的上限（园区设置），未向其发送',
      data: {
        id: expect.any(Number) as number,
        recipients: 1,
        overCap: 1,
        notice: '1位接收人今日已收到2条推送短信，达到每人每日2条的上限（园区设置），未向其发送',
      },
    });
    expect(await recordsOf(mixed.body.data.id)).toEqual([{ phone: fresh.phone }]);

    // Nobody left: refused, nothing stored.
    const batches = await w.db.selectFrom('sms_batches').select('id').execute();
    const none = await send(by, [full]);
    expect(none.body).toMatchObject({
      statusCode: 429,
      message: '所选接收人今日均已收到2条推送短信，达到每人每日2条的上限（园区设置），本次未发送',
    });
    expect(await w.db.selectFrom('sms_batches').select('id').execute()).toHaveLength(batches.length);

    // A push that failed never reached them: it does not count.
    const failed = await send(by, [fresh]);
    await w.db.updateTable('sms_records').set({ status: 'FAILED' }).where('batch_id', '=', failed.body.data.id).execute();
    expect((await send(by, [fresh])).body.data).toMatchObject({ recipients: 1, overCap: 0 });

    // A batch for tomorrow counts on tomorrow.
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    expect((await send(by, [full], { sendAt: tomorrow })).body.data).toMatchObject({ recipients: 1, overCap: 0 });
  });

  it('refuse an operator’s batches beyond the hour’s cap, however fast they come, naming the cap', async () => {
    await setCaps(2, 3);
    const by = await operator();
    // 30 batches to one person at once: the operator's cap stops them at 3 (and the person's at 2).
    const target = await person();
    const burst = await Promise.all(Array.from({ length: 30 }, () => send(by, [target])));
    expect(burst.filter((r) => r.body.statusCode === 200)).toHaveLength(2);
    const stored = await w.db.selectFrom('sms_records').select('id').where('phone', '=', target.phone).execute();
    expect(stored).toHaveLength(2);

    // The operator's third batch of the hour goes; the fourth is refused with the cap and the wait.
    expect((await send(by, [await person()])).body.statusCode).toBe(200);
    const fourth = await send(by, [await person()]);
    expect(fourth.body).toMatchObject({ statusCode: 429 });
    expect(fourth.body.message).toMatch(/^您一小时内已发送3批短信，达到每位操作员每小时3批的上限（园区设置），请(59|60)分钟后再发送$/);
    // Another operator has a cap of their own.
    expect((await send(await operator(), [await person()])).body.statusCode).toBe(200);
    // Park 2 keeps its defaults.
    expect((await send(w.admin2, [w.userC], {}, 2)).body.statusCode).toBe(200);
  });
}, { smsPushIntervalMs: 0 });
