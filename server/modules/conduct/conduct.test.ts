import { beforeAll, expect, it } from 'vitest';
import type { ConductPage } from '../../../common/conduct/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { conductPort } from './public.js';
import { nowIso } from '../../lib/clock.js';
import { insertOrg, insertTestPolicy } from '../../testing/fixtures.js';
import { call, describeWorld, okData, staffOperator } from '../../testing/world.js';

const BASE = '/api/dpboot/conduct';

const guide = {
  intro: '园区提供免费的申报辅导和材料预审。',
  steps: [
    { title: '企业自我评价', detail: '对照认定条件自评。' },
    { title: '园区预审', detail: '5个工作日内反馈预审意见。' },
  ],
  materials: [{ name: '高新技术企业认定申请书', note: '法定代表人签字并加盖公章' }],
};

/** What a later module (the activities) would register: shown once it has items; an empty section never shows. */
const activity = { title: '高企申报政策宣讲会', summary: '3月15日 园区会议中心', path: '/sc/activity/detail/1' };
let activitiesListed = false;
conductPort.get().register({ key: 'test.empty', title: '空栏目', order: 1, items: () => Promise.resolve([]) });
conductPort.get().register({
  key: 'test.activities',
  title: '高企活动',
  order: 2,
  items: (_db, tenantId) => Promise.resolve(activitiesListed && tenantId === 1 ? [activity] : []),
});

describeWorld('high-tech enterprise page (%s)', (w) => {
  async function notice(tenantId: number, title: string, status: 'JOINT' | 'CHECK', summary = '') {
    const now = nowIso();
    await w.db
      .insertInto('notices')
      .values({
        tenant_id: tenantId,
        title,
        type: '通知公告',
        summary,
        body: '<p>正文</p>',
        cover_id: null,
        status,
        reason: '',
        pinned: 0,
        author_id: null,
        publisher_id: null,
        published_at: status === 'JOINT' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  beforeAll(async () => {
    // Park 1: orgA and orgB hold the qualification (the fixture's category), a third does not; the service organisation is no enterprise.
    await insertOrg(w.db, 1, { fullname: '杭州戊制造有限公司', category: '一般企业' });
    await notice(1, '关于开展2026年度高新技术企业认定申报工作的通知', 'JOINT');
    await notice(1, '园区企业研发费用加计扣除政策解读', 'JOINT', '适用于高新技术企业和科技型中小企业');
    await notice(1, '高新技术企业培训报名（待审核）', 'CHECK');
    await notice(1, '园区春节放假安排', 'JOINT');
    await notice(2, '苏州工业园区高新技术企业申报通知', 'JOINT');
    await insertTestPolicy(w.db, 1, '高新技术企业认定奖励办法');
    const eligible = await insertTestPolicy(w.db, 1, '研发投入补助办法');
    await w.db.updateTable('policies').set({ eligible: '园区内的高新技术企业' }).where('id', '=', eligible).execute();
    const expired = await insertTestPolicy(w.db, 1, '高新技术企业过期政策');
    await w.db.updateTable('policies').set({ end_date: '2020-12-31' }).where('id', '=', expired).execute();
    await insertTestPolicy(w.db, 1, '高新技术企业待审政策', 'CHECK');
    await insertTestPolicy(w.db, 1, '人才公寓申请办法');
  });

  const page = (tenant: 1 | 2 = 1) => okData<ConductPage>(w, 'GET', `${BASE}/page`, undefined, undefined, tenant);
  const save = (user: Parameters<typeof call>[3], body: Record<string, unknown> = guide, tenant: 1 | 2 = 1) =>
    call<ConductPage['guide']>(w, 'POST', `${BASE}/guide/save`, user, body, tenant);

  it('shows anyone the park’s count, and the published notices and policies naming the qualification', async () => {
    const data = await page();
    expect(data).toMatchObject({ qualification: '高新技术企业', holding: 2, enterprises: 3, sections: [] });
    expect(data.notices.map((n) => n.title).sort()).toEqual(['关于开展2026年度高新技术企业认定申报工作的通知', '园区企业研发费用加计扣除政策解读']);
    expect(data.policies.map((p) => p.title).sort()).toEqual(['研发投入补助办法', '高新技术企业认定奖励办法']);
    expect(data.guide).toEqual({ intro: '', steps: [], materials: [], updatedAt: null });
    const other = await page(2);
    expect(other).toMatchObject({ holding: 1, enterprises: 1, policies: [] });
    expect(other.notices.map((n) => n.title)).toEqual(['苏州工业园区高新技术企业申报通知']);
  });

  it('lets an operator holding conduct.manage write the park’s steps and materials, whole', async () => {
    const saved = await okData<ConductPage['guide']>(w, 'POST', `${BASE}/guide/save`, w.committee, guide);
    expect(saved).toMatchObject(guide);
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect((await page()).guide).toMatchObject(guide);
    // Saved again, it replaces the lists.
    await okData(w, 'POST', `${BASE}/guide/save`, w.admin, { ...guide, steps: [guide.steps[1]], materials: [] });
    expect((await page()).guide).toMatchObject({ steps: [guide.steps[1]], materials: [] });
    // Each park keeps its own.
    expect((await page(2)).guide.steps).toEqual([]);
    await okData(w, 'POST', `${BASE}/guide/save`, w.admin2, guide, 2);
    expect((await page(2)).guide.steps).toHaveLength(2);
    expect((await page()).guide.steps).toHaveLength(1);
  });

  it('refuses the guide to anyone else, and a guide without a step', async () => {
    expect((await save(undefined)).body.statusCode).toBe(401);
    expect((await save(w.userA)).body.statusCode).toBe(403);
    const clerk = await staffOperator(w, { name: '诉求专员', permissions: ['appeal.handle'] });
    const refused = await save(clerk);
    expect(refused.body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    const empty = await save(w.admin, { ...guide, steps: [] });
    expect(empty.body.statusCode).toBe(400);
    expect(empty.body.message).toContain('申报步骤');
  });

  it('shows the sections other modules register, and nothing of an empty one', async () => {
    activitiesListed = true;
    expect((await page()).sections).toEqual([
      { key: 'test.activities', title: '高企活动', items: [activity] },
    ]);
    expect((await page(2)).sections).toEqual([]);
    activitiesListed = false;
  });
});
