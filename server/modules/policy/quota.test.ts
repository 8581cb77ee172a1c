import { afterAll, beforeAll, expect, it } from 'vitest';
import type { QuotaItem, QuotaTypeItem } from '../../../common/policy.js';
import { describeEachDialect } from '../../testing/databases.js';
import {
  addItem,
  BASE,
  buildWorld,
  call,
  createPolicy,
  must,
  policyForm,
  type World,
} from './test-helpers.js';

describeEachDialect('quota system (%s)', (dialect) => {
  let w: World;
  const post = <T = { id: number }>(path: string, body: Record<string, unknown>, tenant: 1 | 2 = 1) =>
    call<T>(w, 'POST', `${BASE}/${path}`, tenant === 1 ? w.admin : w.admin2, body, tenant);
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w.t.close());

  it('is for operators only', async () => {
    // A valid body: requests are validated before the login check.
    const body = { id: 1, name: '类型', state: 'ENABLE' };
    for (const [method, path] of [
      ['GET', 'quota_type_list'],
      ['GET', 'all_quotas'],
      ['GET', 'search_quotas?search=x'],
      ['GET', 'quotas_of_type?typeId=1'],
      ['POST', 'addquotatype'],
      ['POST', 'quota/updateState'],
      ['DELETE', 'delete_quota?id=1'],
      ['GET', 'check_duplicate_quota?name=x'],
    ] as const) {
      expect(
        (await call(w, method, `${BASE}/${path}`, undefined, method === 'POST' ? body : undefined)).http,
        path,
      ).toBe(401);
      expect(
        (await call(w, method, `${BASE}/${path}`, w.userA, method === 'POST' ? body : undefined)).http,
        path,
      ).toBe(403);
    }
  });

  it('creates types and quotas with options, ordered by indexnumber, refusing duplicate names', async () => {
    const a = (await post('addquotatype', { name: '基本信息' })).body.data.id;
    const b = (await post('addquotatype', { name: '知识产权', indexnumber: 0 })).body.data.id;
    expect((await post('addquotatype', { name: '基本信息' })).body).toMatchObject({
      statusCode: 409,
      message: '指标类型名称已存在',
    });
    expect((await post('addquotatype', { name: '' })).body.message).toBe('指标类型名称不能为空');
    expect(
      await must(
        w,
        'GET',
        `${BASE}/check_duplicate_quota_type?name=${encodeURIComponent('基本信息')}`,
        w.admin,
      ),
    ).toEqual({ duplicate: true });
    expect(
      await must(
        w,
        'GET',
        `${BASE}/check_duplicate_quota_type?name=${encodeURIComponent('基本信息')}&id=${a}`,
        w.admin,
      ),
    ).toEqual({ duplicate: false });

    const industry = (
      await post('addquota', {
        typeId: a,
        name: '所属行业',
        kind: 'SINGLE',
        profileField: 'industry',
        options: ['新一代信息技术', '生物医药'],
      })
    ).body;
    expect(industry.statusCode).toBe(200);
    expect(
      (
        await post('addquota', {
          typeId: a,
          name: '成立年限',
          kind: 'NUMBER',
          unit: '年',
          profileField: 'setupYears',
          indexnumber: 0,
        })
      ).body.statusCode,
    ).toBe(200);
    expect(
      (await post('addquota', { typeId: b, name: '发明专利数', kind: 'NUMBER', unit: '件' })).body.statusCode,
    ).toBe(200);
    expect((await post('addquota', { typeId: a, name: '所属行业', kind: 'NUMBER' })).body).toMatchObject({
      statusCode: 409,
      message: '指标名称已存在',
    });
    expect(
      (await post('addquota', { typeId: a, name: '资质', kind: 'NUMBER', profileField: 'category' })).body
        .message,
    ).toBe('企业信息字段「企业类别（资质）」只能用于选项指标');
    expect(
      (await post('addquota', { typeId: a, name: '规模', kind: 'SINGLE', options: ['大', '大'] })).body
        .message,
    ).toBe('选项不能重复');
    expect((await post('addquota', { typeId: a, name: '规模', kind: 'TEXT' })).body.message).toBe(
      '指标类型的取值无效',
    );
    expect((await post('addquota', { typeId: 9999, name: '规模', kind: 'NUMBER' })).body).toMatchObject({
      statusCode: 404,
      message: '指标类型不存在',
    });

    const types = await must<QuotaTypeItem[]>(w, 'GET', `${BASE}/quota_type_list`, w.admin);
    expect(types.map((t) => [t.name, t.quotaCount, t.state, t.stateLabel])).toEqual([
      ['知识产权', 1, 'ENABLE', '启用'],
      ['基本信息', 2, 'ENABLE', '启用'],
    ]);
    const ofA = await must<QuotaItem[]>(w, 'GET', `${BASE}/quotas_of_type?typeId=${a}`, w.admin);
    expect(ofA.map((x) => [x.name, x.kindLabel, x.profileField, x.options.map((o) => o.label)])).toEqual([
      ['成立年限', '数值', 'setupYears', []],
      ['所属行业', '单选', 'industry', ['新一代信息技术', '生物医药']],
    ]);
    expect((await must<QuotaItem[]>(w, 'GET', `${BASE}/all_quotas`, w.admin)).map((x) => x.name)).toEqual([
      '发明专利数',
      '成立年限',
      '所属行业',
    ]);
    expect(
      (
        await must<QuotaItem[]>(
          w,
          'GET',
          `${BASE}/search_quotas?search=${encodeURIComponent('专利')}`,
          w.admin,
        )
      ).map((x) => x.name),
    ).toEqual(['发明专利数']);
    // The second park has none of it.
    expect(await must(w, 'GET', `${BASE}/quota_type_list`, w.admin2, undefined, 2)).toEqual([]);
    expect(
      (await call(w, 'GET', `${BASE}/quotas_of_type?typeId=${a}`, w.admin2, undefined, 2)).body.statusCode,
    ).toBe(404);
    expect(
      (await post('quota/updateState', { id: industry.data.id, state: 'DISABLE' }, 2)).body.statusCode,
    ).toBe(404);
  });

  it('changes state and order, edits, maintains options, and refuses to delete what is in use', async () => {
    const all = await must<QuotaItem[]>(w, 'GET', `${BASE}/all_quotas`, w.admin);
    const industry = all.find((x) => x.name === '所属行业')!;
    const patents = all.find((x) => x.name === '发明专利数')!;
    expect((await post('quota/updateState', { id: industry.id, state: 'DISABLE' })).body.statusCode).toBe(
      200,
    );
    expect((await post('quota/updateIndexnumber', { id: industry.id, indexnumber: 0 })).body.statusCode).toBe(
      200,
    );
    expect((await post('quota/updateIndexnumber', { id: industry.id, indexnumber: -1 })).body.message).toBe(
      '排序号不能小于0',
    );
    expect(
      (await post('quotatype/updateState', { id: patents.typeId, state: 'DISABLE' })).body.statusCode,
    ).toBe(200);
    expect(
      (await post('quotatype/updateIndexnumber', { id: patents.typeId, indexnumber: 9 })).body.statusCode,
    ).toBe(200);
    const again = await must<QuotaItem[]>(w, 'GET', `${BASE}/all_quotas`, w.admin);
    expect(again.map((x) => [x.name, x.state])).toEqual([
      ['所属行业', 'DISABLE'],
      ['成立年限', 'ENABLE'],
      ['发明专利数', 'ENABLE'],
    ]);
    const edited = await post('updatequota', {
      id: industry.id,
      typeId: industry.typeId,
      name: '行业领域',
      kind: 'SINGLE',
      question: '贵单位属于哪个行业？',
      profileField: 'industry',
      state: 'ENABLE',
    });
    expect(edited.body.statusCode).toBe(200);
    expect(
      (await post('updatequotatype', { id: patents.typeId, name: '知识产权情况', state: 'ENABLE' })).body
        .statusCode,
    ).toBe(200);

    const options = () =>
      must<{ id: number; label: string }[]>(
        w,
        'GET',
        `${BASE}/quota/options?quotaId=${industry.id}`,
        w.admin,
      );
    const added = (await post('quota/option/saveOrUpdate', { quotaId: industry.id, label: '新材料' })).body
      .data.id;
    expect(
      (await post('quota/option/saveOrUpdate', { quotaId: industry.id, label: '新材料' })).body.message,
    ).toBe('该指标已有相同的选项');
    expect(
      (await post('quota/option/saveOrUpdate', { quotaId: patents.id, label: '一件' })).body.message,
    ).toBe('数值指标没有选项');
    expect(
      (
        await post('quota/option/saveOrUpdate', {
          id: added,
          quotaId: industry.id,
          label: '新材料（含纳米材料）',
          indexnumber: 0,
        })
      ).body.statusCode,
    ).toBe(200);
    expect((await options()).map((o) => o.label)).toEqual([
      '新材料（含纳米材料）',
      '新一代信息技术',
      '生物医药',
    ]);

    // In use by a condition: the quota, its type and the option stay.
    const policyId = await createPolicy(w, policyForm({ title: '指标引用测试政策' }));
    await addItem(w, policyId, {
      name: '引用事项',
      award: 1,
      links: [{ quotaId: industry.id, operator: 'ANY', optionIds: [added] }],
    });
    expect((await call(w, 'DELETE', `${BASE}/delete_quota?id=${industry.id}`, w.admin)).body).toMatchObject({
      statusCode: 409,
      message: '该指标已被1条申报条件引用，不能删除，可改为停用',
    });
    expect((await call(w, 'DELETE', `${BASE}/quota/option/delete/${added}`, w.admin)).body.message).toBe(
      '该选项已被1条申报条件引用，不能删除',
    );
    expect(
      (await call(w, 'DELETE', `${BASE}/delete_quota_type?id=${industry.typeId}`, w.admin)).body.message,
    ).toBe('该指标类型下还有指标，请先删除或移走这些指标');
    expect(
      (
        await post('updatequota', {
          id: industry.id,
          typeId: industry.typeId,
          name: '行业领域',
          kind: 'NUMBER',
        })
      ).body.message,
    ).toBe('该指标已被申报条件引用，不能修改指标类型');
    expect(
      (await must<QuotaItem[]>(w, 'GET', `${BASE}/all_quotas`, w.admin)).find((x) => x.id === industry.id)
        ?.usedBy,
    ).toBe(1);

    // Not in use: gone.
    const unused = (await options()).find((o) => o.label === '生物医药')!;
    expect(await must(w, 'DELETE', `${BASE}/quota/option/delete/${unused.id}`, w.admin)).toBeNull();
    expect(await must(w, 'DELETE', `${BASE}/delete_quota?id=${patents.id}`, w.admin)).toBeNull();
    expect(await must(w, 'DELETE', `${BASE}/delete_quota_type?id=${patents.typeId}`, w.admin)).toBeNull();
    expect(
      (await must<QuotaTypeItem[]>(w, 'GET', `${BASE}/quota_type_list`, w.admin)).map((t) => t.name),
    ).toEqual(['基本信息']);
  });
});
