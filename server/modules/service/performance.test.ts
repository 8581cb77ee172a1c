import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CaseStatus } from '../../../common/service/rules.js';
import { PERFORMANCE_SORTS, type PerformanceItem } from '../../../common/service/stats/contract.js';
import { scopedTo } from '../../kit/tenant-scope.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertOrg } from '../../testing/fixtures.js';
import { buildWorld, type World } from '../../testing/world.js';
import { performance } from './performance.js';

/**
 * The portrait sorts the organisations with records here and pages the tie of those without in
 * SQL: whatever the key, order and page, the pages put together are every service organisation
 * once, sorted by the figure (none below 0) then by id, with the figures counted from the records.
 */
describeEachDialect('service organisations’ portrait, paged (%s)', (dialect) => {
  let w: World;
  const orgs: number[] = [];

  beforeAll(async () => {
    w = await buildWorld(dialect);
    for (let i = 0; i < 9; i++) orgs.push(await insertOrg(w.db, 1, { fullname: `服务机构${String(i)}`, simplename: `服务${String(i)}`, orgtype: 'SERVICE' }));
    // Applications to four of them: finished and rated, finished unrated, open, not taken.
    const plan: Array<[number, CaseStatus, number | null]> = [
      [0, 'PASS', 5], [0, 'PASS', 3], [0, 'BACK', null], [1, 'PASS', null], [1, 'TOAUDIT', null],
      [2, 'AUDITING', null], [3, 'BACK', null], [3, 'PASS', 4], [5, 'PASS', 4], [5, 'PASS', 4], [5, 'BACK', null],
    ];
    const now = new Date().toISOString();
    for (const [i, status, rating] of plan)
      await w.db
        .insertInto('service_applies')
        .values({
          tenant_id: 1, product_id: null, product_title: '研发费用加计扣除辅导', category: '财税咨询', provider_id: orgs[i]!, provider_name: '', org_id: w.orgA,
          org_name: '', applicant_id: null, contact_name: '张三', contact_phone: '13900001111', content: '', status, outcome: '', rating,
          comment: '', rated_at: rating === null ? null : now, created_at: now, updated_at: now,
        })
        .execute();
  });
  afterAll(() => w?.t.close());

  it('pages every key in both orders as one sorted list', async () => {
    const db = scopedTo(w.db, 1);
    const service = await db.selectFrom('orgs').select('id').where('orgtype', '=', 'SERVICE').execute();
    for (const orderBy of PERFORMANCE_SORTS)
      for (const order of ['asc', 'desc'] as const) {
        const all = await performance(db, { orderBy, order }, { pagenum: 1, size: 100, offset: 0 });
        expect(all.total).toBe(service.length);
        expect(all.list.map((o) => o.id).sort((a, b) => a - b)).toEqual(service.map((o) => o.id).sort((a, b) => a - b));
        const sign = order === 'asc' ? 1 : -1;
        const key = (o: PerformanceItem) => o[orderBy] ?? -1;
        expect(all.list).toEqual([...all.list].sort((a, b) => sign * (key(a) - key(b)) || a.id - b.id));
        const pages: PerformanceItem[] = [];
        for (let pagenum = 1; pagenum <= Math.ceil(all.total / 4); pagenum++)
          pages.push(...(await performance(db, { orderBy, order }, { pagenum, size: 4, offset: (pagenum - 1) * 4 })).list);
        expect(pages).toEqual(all.list);
      }
    const first = (await performance(db, { orderBy: 'completion', order: 'desc' }, { pagenum: 1, size: 100, offset: 0 })).list;
    expect(first.find((o) => o.id === orgs[0])).toMatchObject({ applies: 3, finished: 2, open: 0, completion: 67, rating: 4, ratings: 2 });
    expect(first.find((o) => o.id === orgs[1])).toMatchObject({ applies: 2, finished: 1, open: 1, completion: 100, rating: null, ratings: 0 });
    expect(first.find((o) => o.id === orgs[8])).toMatchObject({ applies: 0, completion: null, rating: null, lastRating: '' });
    const searched = await performance(db, { search: '服务机构3', orderBy: 'applies' }, { pagenum: 1, size: 10, offset: 0 });
    expect(searched).toMatchObject({ total: 1, list: [{ id: orgs[3], applies: 2, completion: 50 }] });
  });
});
