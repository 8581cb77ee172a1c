import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/databases.js';
import { BASE, buildWorld, call, okData, type World } from './test-helpers.js';

const form = {
  title: '甲科技',
  intro: '杭州甲科技有限公司专注工业机器视觉，产品服务园区内外数百家制造企业。',
  honours: '国家高新技术企业\n省级专精特新中小企业',
  contactName: '李工',
  contactPhone: '13700002222',
};

describeEachDialect('demand showcases (%s)', (dialect) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w.t.close());

  it('one per organisation, reviewed before it is public, contacts never public, park 2 sees none', async () => {
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/fc/my/save`, w.userA, form);
    expect(
      (await okData<{ showcase: unknown }>(w, 'GET', `${BASE}/fc/org/${String(w.orgA)}`)).showcase,
    ).toBeNull();
    // A second save edits the same one.
    expect(
      (
        await okData<{ id: number }>(w, 'POST', `${BASE}/fc/my/save`, w.userA2, {
          ...form,
          title: '甲科技（视觉）',
        })
      ).id,
    ).toBe(id);
    await okData(w, 'POST', `${BASE}/fc/manage/approve/${String(id)}`, w.committee);
    const pub = await call<{ showcase: { title: string; honours: string[] } }>(
      w,
      'GET',
      `${BASE}/fc/org/${String(w.orgA)}`,
    );
    expect(pub.body.data.showcase).toMatchObject({
      title: '甲科技（视觉）',
      honours: ['国家高新技术企业', '省级专精特新中小企业'],
    });
    expect(JSON.stringify(pub.body)).not.toContain('13700002222');
    expect(JSON.stringify(await okData(w, 'GET', `${BASE}/fc/list`))).not.toContain('13700002222');
    expect(
      (await call(w, 'GET', `${BASE}/fc/org/${String(w.orgA)}`, undefined, undefined, 2)).body.statusCode,
    ).toBe(404);
    expect(
      (await call(w, 'POST', `${BASE}/fc/manage/offline/${String(id)}`, w.admin2, { reason: '跨园区' }, 2))
        .body.statusCode,
    ).toBe(404);
    expect((await call(w, 'POST', `${BASE}/fc/my/save`, w.individual, form)).body.statusCode).toBe(403);
  });
});
