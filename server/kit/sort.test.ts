import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/databases.js';
import { QUEUE_SORTS } from '../../common/certify/contract.js';
import { APPLICATION_LIST_SORTS, DECLARE_LIST_SORTS } from '../../common/declare/contract.js';
import { NOTICE_MANAGE_SORTS } from '../../common/notice/contract.js';
import { POLICY_LIST_SORTS } from '../../common/policy/library/contract.js';
import { POLICY_ENTERPRISE_SORTS } from '../../common/policy/match/contract.js';
import { insertOrg } from '../testing/fixtures.js';
import * as appeals from '../modules/appeal/test-helpers.js';
import { createPolicy, policyForm } from '../modules/policy/test-helpers.js';
import {
  BASE,
  buildWorld,
  call,
  noticeForm,
  publishedNotice,
  saveAs,
  type World,
} from '../modules/notice/test-helpers.js';

/**
 * The generic sort of lists (common/contract/atoms.ts sortFields, server/kit/sort.ts applySort),
 * through the operators' notice list and appeal list: the server orders the whole list, so pages
 * stay honest; names a list does not offer are refused by its schema.
 */
type Page = { list: { id: number; title: string; publishedAt: string | null }[]; total: number };

describeEachDialect('sorted lists (%s)', (dialect) => {
  let w: World;
  const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
  // A word only these notices hold, so the search isolates them from the seeded ones.
  const tag = '排序校验';
  beforeAll(async () => {
    w = await buildWorld(dialect);
    // Saved in the order b, a, c: neither id nor time order is the title order.
    ids.b = await publishedNotice(w, noticeForm({ title: `B ${tag}通知` }));
    ids.a = await saveAs(w, w.admin, noticeForm({ title: `A ${tag}通知` }));
    ids.c = await publishedNotice(w, noticeForm({ title: `C ${tag}通知` }));
  });
  afterAll(() => w.t.close());

  const list = async (query: string) => {
    const res = await call<Page>(
      w,
      'GET',
      `${BASE}/manage/list?search=${encodeURIComponent(tag)}&${query}`,
      w.admin,
    );
    return res;
  };
  const titles = async (query: string) => {
    const res = await list(query);
    expect(res.body.statusCode).toBe(200);
    return res.body.data.list.map((n) => n.title[0]);
  };

  it('orders by the asked column, ascending or descending, across pages', async () => {
    expect(await titles('orderBy=title&order=asc')).toEqual(['A', 'B', 'C']);
    expect(await titles('orderBy=title&order=desc')).toEqual(['C', 'B', 'A']);
    // Ascending is the default direction; the second page continues the first.
    expect(await titles('orderBy=title&size=2')).toEqual(['A', 'B']);
    expect(await titles('orderBy=title&size=2&pagenum=2')).toEqual(['C']);
  });

  it('puts empty values last in both directions', async () => {
    // Only b and c were published; a has no publication time.
    expect(await titles('orderBy=publishedAt&order=asc')).toEqual(['B', 'C', 'A']);
    expect(await titles('orderBy=publishedAt&order=desc')).toEqual(['C', 'B', 'A']);
  });

  it('keeps the list’s own order without orderBy (most recently changed first)', async () => {
    expect(await titles('')).toEqual(['C', 'A', 'B']);
  });

  it('refuses a column the list does not offer, and a direction that is neither asc nor desc', async () => {
    for (const query of ['orderBy=author_id', 'orderBy=title;drop table notices', 'orderBy=title&order=up']) {
      const res = await list(query);
      expect({ query, statusCode: res.body.statusCode, data: res.body.data }).toEqual({
        query,
        statusCode: 400,
        data: null,
      });
      expect(res.body.message).toMatch(/^排序(字段|方向)/);
    }
  });
});

describeEachDialect('sorted appeal list (%s)', (dialect) => {
  let w: appeals.World;
  beforeAll(async () => {
    w = await appeals.buildWorld(dialect);
    for (const title of ['B 道路积水', 'A 道路积水', 'C 道路积水'])
      await appeals.filed(w, w.userA, { fields: appeals.appealFields({ title }) });
  });
  afterAll(() => w.t.close());

  const list = (query: string) =>
    call<{ list: { title: string; createdAt: string }[] }>(
      w,
      'GET',
      `/api/dpboot/appeal/list?${query}`,
      w.admin,
    );

  it('sorts the operators’ appeal list by title and by submission time, both ways', async () => {
    const titles = async (query: string) => (await list(query)).body.data.list.map((a) => a.title[0]);
    expect(await titles('orderBy=title&order=asc')).toEqual(['A', 'B', 'C']);
    expect(await titles('orderBy=title&order=desc')).toEqual(['C', 'B', 'A']);
    const times = (await list('orderBy=createdAt&order=asc')).body.data.list.map((a) => a.createdAt);
    expect(times).toHaveLength(3);
    expect(times).toEqual([...times].sort());
    const newest = (await list('orderBy=createdAt&order=desc')).body.data.list.map((a) => a.createdAt);
    expect(newest).toEqual([...times].reverse());
  });

  it('sorts states by their lifecycle, not by their codes', async () => {
    const [first] = (await list('orderBy=title&order=asc')).body.data.list as unknown as { id: number }[];
    const assigned = await call(w, 'POST', `${appeals.BASE}/assign/${first!.id}`, w.admin, {
      departmentId: w.depts[1]['企业服务局'],
    });
    expect(assigned.body.statusCode).toBe(200);
    const states = async (order: string) =>
      (await list(`orderBy=state&order=${order}`)).body.data.list.map(
        (a) => (a as unknown as { state: string }).state,
      );
    // SUBMITTED (待分派) before ASSIGNED (办理中), though 'A' < 'S'.
    expect(await states('asc')).toEqual(['SUBMITTED', 'SUBMITTED', 'ASSIGNED']);
    expect(await states('desc')).toEqual(['ASSIGNED', 'SUBMITTED', 'SUBMITTED']);
  });

  it('refuses a column the appeal list does not offer', async () => {
    expect((await list('orderBy=content')).body).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^排序字段/),
    });
  });
});

describeEachDialect('every sortable operator list (%s)', (dialect) => {
  let w: World;
  let policyId = 0;
  beforeAll(async () => {
    w = await buildWorld(dialect);
    await createPolicy(w, policyForm({ title: 'B 排序校验政策' }));
    policyId = await createPolicy(w, policyForm({ title: 'A 排序校验政策' }));
  });
  afterAll(() => w.t.close());

  it('answers every offered column in both directions (each name maps to a real column)', async () => {
    const lists: [string, readonly string[]][] = [
      [`${BASE}/manage/list?`, NOTICE_MANAGE_SORTS],
      ['/api/dpboot/policy/listpolices?validity=ALL&', POLICY_LIST_SORTS],
      [`/api/dpboot/policy/enterprise?id=${policyId}&`, POLICY_ENTERPRISE_SORTS],
      ['/api/dpboot/declare/xg_list_declare?', DECLARE_LIST_SORTS],
      ['/api/dpboot/declare/list_declareAndOrg?', APPLICATION_LIST_SORTS],
      ['/api/dpboot/certify/applications?', QUEUE_SORTS],
    ];
    for (const [path, names] of lists)
      for (const name of names)
        for (const order of ['asc', 'desc']) {
          const res = await call(w, 'GET', `${path}orderBy=${name}&order=${order}`, w.admin);
          expect({ path, name, order, statusCode: res.body.statusCode }).toEqual({
            path,
            name,
            order,
            statusCode: 200,
          });
        }
  });

  it('sorts the policies by title for the operators’ table', async () => {
    const titles = async (order: string) => {
      const res = await call<{ list: { title: string }[] }>(
        w,
        'GET',
        `/api/dpboot/policy/listpolices?validity=ALL&search=${encodeURIComponent('排序校验政策')}&orderBy=title&order=${order}`,
        w.admin,
      );
      return res.body.data.list.map((p) => p.title[0]);
    };
    expect(await titles('asc')).toEqual(['A', 'B']);
    expect(await titles('desc')).toEqual(['B', 'A']);
  });
});

describeEachDialect('the sorted organisation directory (%s)', (dialect) => {
  let w: World;
  const tag = 'Sortcheck';
  beforeAll(async () => {
    w = await buildWorld(dialect);
    // Inserted B, C, A (newest first is A, C, B); capitals C < B < A.
    await insertOrg(w.db, 1, { fullname: `B ${tag} 有限公司`, register_capital: 300 });
    await insertOrg(w.db, 1, { fullname: `C ${tag} 有限公司`, register_capital: 100 });
    await insertOrg(w.db, 1, { fullname: `A ${tag} 有限公司`, register_capital: 500 });
  });
  afterAll(() => w.t.close());

  const names = async (sort: Record<string, string>, search = tag) => {
    const res = await call<{ list: { fullname: string }[] }>(
      w,
      'POST',
      '/api/parkboot/v2/org/listEsOrg',
      w.admin,
      {
        search,
        ...sort,
      },
    );
    expect(res.body.statusCode).toBe(200);
    return res.body.data.list.filter((o) => o.fullname.includes(tag)).map((o) => o.fullname[0]);
  };

  it('keeps newest first without a sort, and sorts by a column both ways', async () => {
    expect(await names({})).toEqual(['A', 'C', 'B']);
    expect(await names({ orderBy: 'fullname', order: 'asc' })).toEqual(['A', 'B', 'C']);
    expect(await names({ orderBy: 'fullname', order: 'desc' })).toEqual(['C', 'B', 'A']);
    expect(await names({ orderBy: 'registerCapital', order: 'asc' })).toEqual(['C', 'B', 'A']);
    expect(await names({ orderBy: 'registerCapital', order: 'desc' })).toEqual(['A', 'B', 'C']);
    // Without search terms (the filters-only plan) the sort holds too.
    const all = await names({ orderBy: 'fullname', order: 'desc' }, '');
    expect(all).toEqual(['C', 'B', 'A']);
  });

  it('refuses a column the directory does not offer', async () => {
    const res = await call(w, 'POST', '/api/parkboot/v2/org/listEsOrg', w.admin, { orderBy: 'credit_code' });
    expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^排序字段/) });
  });
});
