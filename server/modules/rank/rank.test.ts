import { beforeAll, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { NO_ENTRIES, PUBLISHED_LOCKED } from '../../../common/rank/rules.js';
import { insertOrg, insertStaffRole, insertUser, type TestUser } from '../../testing/fixtures.js';
import { call, describeWorld, okData, testPhone } from '../../testing/world.js';
import { expectScopedList } from '../../kit/publish/test-helpers.js';

const BASE = '/api/dpboot/rank';

interface Entry {
  rank: number;
  orgId: number;
  orgName: string;
  figure: number | null;
  note: string;
}
interface Managed {
  id: number;
  title: string;
  period: string;
  status: string;
  statusLabel: string;
  entryCount: number;
  publishedAt: string | null;
  entries: Entry[];
}
interface PublicList {
  list: { id: number; title: string; entryCount: number; top: Entry[] }[];
  total: number;
}

describeWorld('rank lists (%s)', (w) => {
  /** Six more enterprises of park 1, and a service organisation. */
  let orgs: number[];
  let clerk: TestUser;

  beforeAll(async () => {
    orgs = [];
    for (const name of ['海康', '大华', '宇视', '华三', '吉利', '网易']) orgs.push(await insertOrg(w.db, 1, { fullname: `杭州${name}科技有限公司` }));
    // A park-defined staff role without the rank permission.
    await insertStaffRole(w.db, 1, '诉求专员', ['appeal.handle']);
    clerk = await insertUser(w.db, 1, testPhone(), ['诉求专员']);
  });

  const form = (entries: { orgId: number; figure?: number | null; note?: string }[], extra: Record<string, unknown> = {}) => ({
    title: '2025年度纳税十强企业',
    period: '2025年度',
    description: '按全年实缴税收排名',
    figureLabel: '纳税额',
    figureUnit: '万元',
    entries,
    ...extra,
  });
  const save = (payload: Record<string, unknown>, user: TestUser = w.admin, tenant: 1 | 2 = 1) =>
    call<{ id: number; status: string }>(w, 'POST', `${BASE}/save`, user, payload, tenant);
  const saved = async (payload: Record<string, unknown>, user: TestUser = w.admin) => {
    const res = await save(payload, user);
    if (res.body.statusCode !== 200) throw new Error(res.body.message);
    return res.body.data.id;
  };
  const detail = (id: number) => okData<Managed>(w, 'GET', `${BASE}/manage/detail/${id}`, w.admin);
  const act = (action: 'publish' | 'withdraw', id: number, user: TestUser = w.admin) =>
    call<{ status: string }>(w, 'POST', `${BASE}/${action}/${id}`, user);
  const remove = (id: number) => call(w, 'DELETE', `${BASE}/delete/${id}`, w.admin);

  it('creates a draft with its entries ranked in the given order, and edits it (reordered, one removed)', async () => {
    const id = await saved(form([{ orgId: orgs[0]!, figure: 3200.5 }, { orgId: orgs[1]!, figure: 2100, note: '首次上榜' }, { orgId: orgs[2]! }]));
    let list = await detail(id);
    expect(list).toMatchObject({ title: '2025年度纳税十强企业', period: '2025年度', status: 'DRAFT', statusLabel: '草稿', entryCount: 3 });
    expect(list.entries).toEqual([
      { rank: 1, orgId: orgs[0], orgName: '杭州海康科技有限公司', figure: 3200.5, note: '' },
      { rank: 2, orgId: orgs[1], orgName: '杭州大华科技有限公司', figure: 2100, note: '首次上榜' },
      { rank: 3, orgId: orgs[2], orgName: '杭州宇视科技有限公司', figure: null, note: '' },
    ]);

    await saved({ id, ...form([{ orgId: orgs[2]! }, { orgId: orgs[0]!, figure: 3200.5 }], { title: '  2025年度  纳税强企 ' }) });
    list = await detail(id);
    expect(list.title).toBe('2025年度 纳税强企');
    expect(list.status).toBe('DRAFT');
    expect(list.entries.map((e) => [e.rank, e.orgId])).toEqual([
      [1, orgs[2]],
      [2, orgs[0]],
    ]);
    const trail = await okData<{ action: string; actionLabel: string; actorId: number; reason: string }[]>(w, 'GET', `${BASE}/manage/history/${id}`, w.admin);
    expect(trail.map(({ action, actionLabel, actorId, reason }) => ({ action, actionLabel, actorId, reason }))).toEqual([
      { action: 'CREATE', actionLabel: '新建', actorId: w.admin.id, reason: '3家企业' },
      { action: 'EDIT', actionLabel: '修改', actorId: w.admin.id, reason: '2家企业' },
    ]);
  });

  it('refuses invalid lists with the field named, on the server too', async () => {
    const message = async (payload: Record<string, unknown>) => (await save(payload)).body.message;
    expect(await message(form([], { title: '   ' }))).toBe('请填写榜单名称');
    expect(await message(form([], { period: '' }))).toBe('请填写期间，如 2025年度');
    expect(await message(form([{ orgId: orgs[0]! }, { orgId: orgs[1]! }, { orgId: orgs[0]! }]))).toBe(
      '第3名的企业重复上榜（第1名和第3名），同一企业只能上榜一次',
    );
    expect(await message(form([{ orgId: orgs[0]!, figure: 10 }], { figureLabel: '' }))).toBe('名单中填写了数值，请填写数值名称，如 纳税额');
    expect(await message(form([{ orgId: w.serviceOrg }]))).toBe('上榜企业第1名不是本园区的企业，请重新选择');
    expect(await message(form([{ orgId: w.orgC }]))).toBe('上榜企业第1名不是本园区的企业，请重新选择');
    expect((await save(form([{ orgId: orgs[0]!, figure: -5 }]))).body.statusCode).toBe(400);
    const count = await w.db.selectFrom('rank_lists').select((eb) => eb.fn.countAll<number>().as('n')).where('title', '=', '   ').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('publishes only a list with entries, locks it while published, withdraws it, and publishes it again', async () => {
    const empty = await saved(form([], { title: '空榜单' }));
    expect((await act('publish', empty)).body.message).toBe(NO_ENTRIES);
    expect((await detail(empty)).status).toBe('DRAFT');

    const id = await saved(form([{ orgId: orgs[3]! }, { orgId: orgs[4]! }], { title: '创新二十强' }));
    expect((await act('withdraw', id)).body.message).toBe('该榜单未发布，无需撤回');
    expect((await act('publish', id)).body.data.status).toBe('PUBLISHED');
    expect((await act('publish', id)).body.message).toBe('该榜单已发布');
    expect((await save({ id, ...form([{ orgId: orgs[3]! }], { title: '创新二十强' }) })).body.message).toBe(PUBLISHED_LOCKED);
    expect((await remove(id)).body.message).toBe('已发布的榜单不能删除，请先撤回');

    expect((await act('withdraw', id)).body.data.status).toBe('WITHDRAWN');
    const withdrawn = await detail(id);
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', publishedAt: null });
    // Corrected while withdrawn: it stays withdrawn until published again.
    await saved({ id, ...form([{ orgId: orgs[4]! }, { orgId: orgs[3]! }], { title: '创新二十强' }) });
    expect((await detail(id)).status).toBe('WITHDRAWN');
    expect((await remove(id)).body.message).toBe('发布过的榜单撤回后保留备查，不能删除');
    expect((await act('publish', id)).body.data.status).toBe('PUBLISHED');

    expect((await remove(empty)).body.statusCode).toBe(200);
    expect((await call(w, 'GET', `${BASE}/manage/detail/${empty}`, w.admin)).body.statusCode).toBe(404);
  });

  it('shows the portal only the published lists of its own park, newest first, each with its top entries', async () => {
    const six = orgs.map((orgId, i) => ({ orgId, figure: 600 - i * 50 }));
    const published = await saved(form(six, { title: '门户可见的榜单' }));
    await act('publish', published);
    const draft = await saved(form([{ orgId: orgs[0]! }], { title: '门户不可见的草稿' }));
    const other = await okData<{ id: number }>(w, 'POST', `${BASE}/save`, w.admin2, form([{ orgId: w.orgC }], { title: '苏州的榜单' }), 2);
    await call(w, 'POST', `${BASE}/publish/${other.id}`, w.admin2, undefined, 2);

    const page = await okData<PublicList>(w, 'GET', `${BASE}/list`);
    const titles = page.list.map((l) => l.title);
    expect(titles[0]).toBe('门户可见的榜单');
    expect(titles).not.toContain('门户不可见的草稿');
    expect(titles).not.toContain('苏州的榜单');
    expect(titles).not.toContain('空榜单');
    const first = page.list[0]!;
    expect(first.entryCount).toBe(6);
    expect(first.top.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(first.top[0]).toMatchObject({ orgId: orgs[0], figure: 600 });

    const whole = await okData<{ entries: Entry[] }>(w, 'GET', `${BASE}/detail/${published}`);
    expect(whole.entries.map((e) => e.orgId)).toEqual(orgs);
    expect((await call(w, 'GET', `${BASE}/detail/${draft}`)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/detail/${other.id}`)).body.statusCode).toBe(404);
    expect((await okData<PublicList>(w, 'GET', `${BASE}/list`, undefined, undefined, 2)).list.map((l) => l.title)).toEqual(['苏州的榜单']);

    await act('withdraw', published);
    expect((await okData<PublicList>(w, 'GET', `${BASE}/list`)).list.map((l) => l.title)).not.toContain('门户可见的榜单');
    expect((await call(w, 'GET', `${BASE}/detail/${published}`)).body.statusCode).toBe(404);
  });

  it('lists, counts, searches and sorts for the operators, within the park', async () => {
    const all = await okData<{ list: Managed[]; total: number }>(w, 'GET', `${BASE}/manage/list?size=100`, w.admin);
    expect(all.list.every((l) => !l.title.includes('苏州'))).toBe(true);
    // Drafts first, then published, then withdrawn.
    const order = all.list.map((l) => ['DRAFT', 'PUBLISHED', 'WITHDRAWN'].indexOf(l.status));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const counts = await okData<{ DRAFT: number; PUBLISHED: number; WITHDRAWN: number; total: number }>(w, 'GET', `${BASE}/manage/counts`, w.admin);
    expect(counts.total).toBe(all.total);
    expect(counts.DRAFT + counts.PUBLISHED + counts.WITHDRAWN).toBe(all.total);
    const published = await okData<{ list: Managed[] }>(w, 'GET', `${BASE}/manage/list?status=PUBLISHED`, w.admin);
    expect(published.list.length).toBe(counts.PUBLISHED);
    const found = await okData<{ list: Managed[] }>(w, 'GET', `${BASE}/manage/list?search=${encodeURIComponent('创新')}`, w.admin);
    expect(found.list.map((l) => l.title)).toEqual(['创新二十强']);
    const byCount = await okData<{ list: Managed[] }>(w, 'GET', `${BASE}/manage/list?orderBy=entryCount&order=desc`, w.admin);
    const counted = byCount.list.map((l) => l.entryCount);
    expect(counted).toEqual([...counted].sort((a, b) => b - a));

    const options = await okData<{ list: { id: number; fullname: string }[] }>(
      w,
      'GET',
      `${BASE}/orgs?search=${encodeURIComponent('大华')}`,
      w.admin,
    );
    expect(options.list).toEqual([expect.objectContaining({ id: orgs[1], fullname: '杭州大华科技有限公司' })]);
    const services = await okData<{ list: { id: number }[] }>(w, 'GET', `${BASE}/orgs?search=${encodeURIComponent('咨询')}`, w.admin);
    expect(services.list).toEqual([]);
  });

  it('shows an operator the lists created within their data scope only', async () => {
    const titles = async (user: TestUser) =>
      (await okData<{ list: Managed[] }>(w, 'GET', `${BASE}/manage/list?size=100&search=${encodeURIComponent('范围榜单')}`, user)).list.map((l) => l.title);
    await expectScopedList(w, { permissions: ['rank.manage'], prefix: '范围榜单' }, (user, title) => saved(form([{ orgId: orgs[0]! }], { title }), user), titles, async (user) =>
      (await okData<{ total: number }>(w, 'GET', `${BASE}/manage/counts`, user)).total);
  });

  it('is the work of operators with rank.manage: 管委会 by default, 403 for a role without it', async () => {
    expect((await call(w, 'GET', `${BASE}/manage/list`, w.committee)).http).toBe(200);
    const id = await saved(form([{ orgId: orgs[5]! }], { title: '管委会建的榜单' }), w.committee);
    for (const [method, url] of [
      ['GET', `${BASE}/manage/list`],
      ['GET', `${BASE}/manage/counts`],
      ['GET', `${BASE}/orgs`],
      ['POST', `${BASE}/publish/${id}`],
      ['DELETE', `${BASE}/delete/${id}`],
    ] as const) {
      const res = await call(w, method, url, clerk);
      expect([url, res.http, res.body.message]).toEqual([url, 403, NO_PERMISSION]);
    }
    expect((await save(form([{ orgId: orgs[5]! }]), clerk)).http).toBe(403);
    expect((await call(w, 'GET', `${BASE}/manage/list`, w.userA)).http).toBe(403);
    expect((await call(w, 'GET', `${BASE}/manage/list`)).http).toBe(401);
    expect((await detail(id)).status).toBe('DRAFT');
    // Another park's operator cannot reach it.
    expect((await call(w, 'POST', `${BASE}/publish/${id}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
  });
});
