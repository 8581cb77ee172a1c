import { beforeAll, expect, it } from 'vitest';
import type { AppealAnalysis, AppealCounts, AppealListItem, Department } from '../../../common/appeal/contract.js';
import type { TestUser } from '../../testing/fixtures.js';
import { describeBuilt, send } from '../../testing/world.js';
import { appealFields, BASE, buildWorld, call, EXPORT, filed, ledgerRows } from './test-helpers.js';

type Page = { list: AppealListItem[]; total: number };

describeBuilt('appeal lists, analysis and export (%s)', buildWorld, (w) => {
  let ids: Record<string, number>;
  const list = async (user: TestUser, query = '', tenant: 1 | 2 = 1) =>
    (await call<Page>(w, 'GET', `${BASE}/list?${query}`, user, undefined, tenant)).body;
  const mine = async (user: TestUser, query = '') =>
    (await call<Page>(w, 'GET', `${BASE}/mine?${query}`, user)).body.data;
  const titles = (page: Page) => page.list.map((a) => a.title).sort();

  beforeAll(async () => {
    const dept = w.depts[1]['规划建设局']!;
    ids = {
      road: await filed(w, w.userA, {
        fields: appealFields({ title: '甲公司门前道路破损', category: 'INFRA' }),
      }),
      loan: await filed(w, w.userA2, {
        fields: appealFields({
          title: '甲公司申请贷款贴息',
          category: 'FINANCE',
          content: '想了解贷款贴息政策和合作银行。',
        }),
      }),
      fire: await filed(w, w.admin, {
        fields: appealFields({ title: '乙公司消防通道被占用', category: 'SAFETY', orgId: String(w.orgB) }),
      }),
      noise: await filed(w, w.userB, {
        fields: appealFields({ title: '乙公司夜间噪声扰民', category: 'ENVIRONMENT' }),
      }),
      park2: await filed(w, w.userC, { tenant: 2, fields: appealFields({ title: '苏州园区的诉求' }) }),
    };
    await call(w, 'POST', `${BASE}/assign/${ids.road}`, w.admin, { departmentId: dept });
    await call(w, 'POST', `${BASE}/assign/${ids.fire}`, w.admin, { departmentId: dept });
    await call(w, 'POST', `${BASE}/reply/${ids.fire}`, w.admin, {
      content: '已清理消防通道并增设禁停标识。',
    });
    await call(w, 'POST', `${BASE}/reject/${ids.noise}`, w.admin, { reason: '重复提交，已合并办理' });
    // The loan question has waited past its deadline.
    await w.db
      .updateTable('appeals')
      .set({ due_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', ids.loan!)
      .execute();
  });

  it('shows an enterprise user the appeals of their organisation, whoever filed them; an officer what they filed', async () => {
    expect(titles(await mine(w.userA))).toEqual(['甲公司申请贷款贴息', '甲公司门前道路破损']);
    expect(titles(await mine(w.userB))).toEqual(['乙公司夜间噪声扰民', '乙公司消防通道被占用']);
    expect(titles(await mine(w.admin))).toEqual(['乙公司消防通道被占用']);
    expect((await mine(w.individual)).total).toBe(0);
    expect(titles(await mine(w.userB, 'state=REPLIED'))).toEqual(['乙公司消防通道被占用']);
    const loan = (await mine(w.userA)).list.find((a) => a.id === ids.loan)!;
    expect(loan).toMatchObject({
      overdue: true,
      late: false,
      categoryLabel: '融资需求',
      orgName: '杭州甲科技有限公司',
      onBehalf: false,
    });
    expect((await mine(w.userB)).list.find((a) => a.id === ids.fire)).toMatchObject({
      onBehalf: true,
      departmentName: '规划建设局',
    });
    expect((await call(w, 'GET', `${BASE}/mine`, undefined)).http).toBe(401);
  });

  it('gives operators the park’s queue with state, category, department, overdue and text filters', async () => {
    const all = (await list(w.admin)).data;
    expect(all.total).toBe(4);
    expect(titles((await list(w.admin, 'states=SUBMITTED,ASSIGNED')).data)).toEqual([
      '甲公司申请贷款贴息',
      '甲公司门前道路破损',
    ]);
    expect(titles((await list(w.admin, 'category=SAFETY')).data)).toEqual(['乙公司消防通道被占用']);
    expect(titles((await list(w.admin, `departmentId=${w.depts[1]['规划建设局']!}`)).data)).toEqual([
      '乙公司消防通道被占用',
      '甲公司门前道路破损',
    ]);
    expect(titles((await list(w.admin, 'overdue=1')).data)).toEqual(['甲公司申请贷款贴息']);
    expect(titles((await list(w.admin, `search=${encodeURIComponent('乙智能')}`)).data)).toEqual([
      '乙公司夜间噪声扰民',
      '乙公司消防通道被占用',
    ]);
    expect(titles((await list(w.admin, `search=${encodeURIComponent('100%')}`)).data)).toEqual([]);
    const paged = (await list(w.admin, 'size=3&pagenum=2')).data;
    expect(paged).toMatchObject({ total: 4 });
    expect(paged.list).toHaveLength(1);
    expect((await list(w.admin, 'states=DONE')).message).toBe('办理状态的取值无效');
    expect((await list(w.admin, 'category=PARTY')).message).toBe('诉求类别的取值无效');
    // Park 2 sees only its own.
    expect(titles((await list(w.admin2, '', 2)).data)).toEqual(['苏州园区的诉求']);
    // Operators only.
    expect(await list(w.userA)).toMatchObject({ statusCode: 403 });
  });

  it('counts each state and the overdue for the workbench', async () => {
    const counts = (await call<AppealCounts>(w, 'GET', `${BASE}/counts`, w.committee)).body.data;
    expect(counts).toEqual({
      SUBMITTED: 1,
      ASSIGNED: 1,
      REPLIED: 1,
      CLOSED: 0,
      REJECTED: 1,
      total: 4,
      overdue: 1,
    });
    expect((await call(w, 'GET', `${BASE}/counts`, w.userA)).http).toBe(403);
  });

  it('analyses the park: states, categories, departments, handling time and the overdue list', async () => {
    const res = await call<AppealAnalysis>(w, 'GET', `${BASE}/analyse`, w.admin);
    const a = res.body.data;
    expect(a.total).toBe(4);
    expect(a.byState.map((s) => [s.key, s.label, s.count])).toEqual([
      ['SUBMITTED', '待受理', 1],
      ['ASSIGNED', '办理中', 1],
      ['REPLIED', '已答复', 1],
      ['CLOSED', '已办结', 0],
      ['REJECTED', '不予受理', 1],
    ]);
    expect(a.byCategory.map((c) => c.label).sort()).toEqual(
      ['安全隐患', '水电路网', '生态环境', '融资需求'].sort(),
    );
    expect(a.byDepartment).toEqual([
      { departmentId: w.depts[1]['规划建设局']!, name: '规划建设局', count: 2, open: 1, overdue: 0 },
    ]);
    expect(a.averageReplyHours).not.toBeNull();
    expect(a.overdueTotal).toBe(1);
    expect(a.overdue.map((o) => o.id)).toEqual([ids.loan]);
    // A range without filings has nothing in it.
    const empty = (
      await call<AppealAnalysis>(w, 'GET', `${BASE}/analyse?from=2020-01-01&to=2020-01-31`, w.admin)
    ).body.data;
    expect(empty).toMatchObject({ total: 0, overdueTotal: 0, overdue: [], averageReplyHours: null });
    expect(
      (await call(w, 'GET', `${BASE}/analyse?from=2026-02-01&to=2026-01-01`, w.admin)).body.message,
    ).toBe('开始日期不能晚于结束日期');
    expect((await call(w, 'GET', `${BASE}/analyse?from=yesterday`, w.admin)).body.message).toBe(
      '开始日期格式不正确',
    );
    expect((await call(w, 'GET', `${BASE}/analyse`, w.userA)).http).toBe(403);
  });

  it('exports the filtered queue as .xlsx (require/export)', async () => {
    const res = await send(w, 'POST', EXPORT, w.admin, { states: 'SUBMITTED,ASSIGNED,REPLIED', departmentId: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('诉求台账-'));
    const [header, ...rows] = await ledgerRows(res);
    expect(header![1]).toBe('诉求标题');
    expect(rows.map((r) => r[1]).sort()).toEqual(
      ['乙公司消防通道被占用', '甲公司申请贷款贴息', '甲公司门前道路破损'].sort(),
    );
    const loan = rows.find((r) => r[1] === '甲公司申请贷款贴息')!;
    expect(loan[3]).toBe('待受理');
    expect(loan[9]).toBe('已超期');
    expect((await send(w, 'POST', EXPORT, w.userA, {})).statusCode).toBe(403);
  });

  it('exports only the selected appeals of the park (导出所选), and refuses a malformed selection', async () => {
    const exportOf = async (payload: Record<string, unknown>, tenant = 1) => {
      const admin = tenant === 1 ? w.admin : w.admin2;
      const res = await w.t.app.inject({
        method: 'POST',
        url: EXPORT,
        headers: { ...w.t.sign(tenant, admin.token), host: 'localhost' },
        payload,
      });
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('spreadsheetml'))
        return { status: (res.json<{ statusCode: number }>()).statusCode, titles: [] as string[] };
      const rows = (await ledgerRows(res)).slice(1);
      return { status: res.statusCode, titles: rows.map((r) => String(r[1])).sort() };
    };
    const all = await call<{ list: { id: number; title: string }[] }>(w, 'GET', '/api/dpboot/appeal/list?size=50', w.admin);
    const picked = all.body.data.list.filter((a) => a.title.startsWith('甲公司'));
    expect(picked.length).toBeGreaterThan(1);
    const chosen = await exportOf({ ids: picked.map((a) => a.id) });
    expect(chosen.titles).toEqual(picked.map((a) => a.title).sort());
    // Other conditions still apply to the selection; another park's export never shows these rows.
    expect((await exportOf({ ids: picked.map((a) => a.id), search: '道路' })).titles).toEqual(['甲公司门前道路破损']);
    expect((await exportOf({ ids: picked.map((a) => a.id) }, 2)).titles).toEqual([]);
    expect((await exportOf({ ids: [] })).status).toBe(400);
    expect((await exportOf({ ids: [2_147_483_648] })).status).toBe(400);
  });

  it('lists the park’s departments for the assignment picker, operators only', async () => {
    const res = await call<Department[]>(w, 'GET', '/api/dpboot/dept/list', w.admin);
    expect(res.body.data.map((d) => d.name)).toEqual(['企业服务局', '规划建设局', '应急管理局']);
    expect(
      (await call<Department[]>(w, 'GET', '/api/dpboot/dept/list', w.admin2, undefined, 2)).body.data.map(
        (d) => d.id,
      ),
    ).toEqual(Object.values(w.depts[2]));
    expect((await call(w, 'GET', '/api/dpboot/dept/list', w.userA)).http).toBe(403);
  });
});
