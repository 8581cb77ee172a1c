import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { describeEachDialect } from '../testing/databases.js';
import { insertTwoTenants, insertUser } from '../testing/fixtures.js';
import { history, historyMany, record } from './audit-log.js';

describeEachDialect('audit log (%s)', (dialect) => {
  let t: TestApp;
  let actor: number;
  let stranger: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await insertTwoTenants(t.database.db);
    actor = (await insertUser(t.database.db, 1, '13800000001')).id;
    stranger = (await insertUser(t.database.db, 2, '13800000002')).id;
  });
  afterAll(() => t.close());

  it('records inside a transaction and reads back in order, with actor names', async () => {
    const db = t.database.db;
    await db.transaction().execute(async (trx) => {
      await record(trx, { tenantId: 1, subjectType: 'demand', subjectId: 7, action: 'SUBMIT', from: null, to: 'TOAUDIT', reason: '', actorId: actor });
      await record(trx, { tenantId: 1, subjectType: 'demand', subjectId: 7, action: 'BACK', from: 'TOAUDIT', to: 'BACK', reason: '补充材料', actorId: null });
    });
    await record(db, { tenantId: 1, subjectType: 'declaration', subjectId: 7, action: 'SUBMIT', from: null, to: 'TOAUDIT', reason: '', actorId: actor });
    expect(await history(db, 1, 'demand', 7)).toMatchObject([
      { action: 'SUBMIT', actionLabel: '提交申请', from: null, to: 'TOAUDIT', actorId: actor, actorName: '用户0001' },
      { action: 'BACK', actionLabel: '退回申请', from: 'TOAUDIT', to: 'BACK', reason: '补充材料', actorId: null, actorName: '' },
    ]);
  });

  it('is rolled back with the transaction it was written in', async () => {
    const db = t.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await record(trx, { tenantId: 1, subjectType: 'demand', subjectId: 8, action: 'SUBMIT', from: null, to: 'TOAUDIT', reason: '', actorId: actor });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await history(db, 1, 'demand', 8)).toEqual([]);
  });

  it('keeps tenants apart and never names another tenant’s user', async () => {
    const db = t.database.db;
    await record(db, { tenantId: 2, subjectType: 'demand', subjectId: 7, action: 'PASS', from: 'TOAUDIT', to: 'PASS', reason: '', actorId: stranger });
    await record(db, { tenantId: 1, subjectType: 'demand', subjectId: 9, action: 'CUSTOM', from: null, to: 'X', reason: '', actorId: stranger });
    expect((await history(db, 1, 'demand', 7)).map((e) => e.action)).toEqual(['SUBMIT', 'BACK']);
    const many = await historyMany(db, 1, 'demand', [7, 9, 10], { CUSTOM: '自定义' });
    expect(many.get(9)).toMatchObject([{ actionLabel: '自定义', actorName: '' }]);
    expect(many.get(10)).toEqual([]);
  });
});
