import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../testing/fixtures.js';
import { buildWorld, call, creditCode, footprint, insertOrg, newUser, orgForm } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

const APPLY_ORG = '/api/dpboot/user/certify/org';
const APPLY_RELATE = '/api/dpboot/user/certify/orgRelate';

describeBuilt('certification input messages (%s)', buildWorld, (w) => {
  let user: TestUser;
  let form: Record<string, string>;
  let orgId: number;
  beforeAll(async () => {
    user = await newUser(w);
    form = await orgForm(w, user, 300);
    orgId = await insertOrg(w.db, 1, '杭州校验科技有限公司', creditCode(301));
  });

  const without = (key: string) => Object.fromEntries(Object.entries(form).filter(([k]) => k !== key));

  it.each([
    ['missing name', () => without('fullname'), '请填写企业名称'],
    ['short name', () => ({ ...form, fullname: '甲' }), '企业名称不能少于2个字符'],
    ['blank name', () => ({ ...form, fullname: '   ' }), '请填写企业名称'],
    ['long name', () => ({ ...form, fullname: '长'.repeat(101) }), '企业名称不能超过100个字符'],
    ['missing code', () => without('creditCode'), '请填写统一社会信用代码'],
    ['wrong check character', () => ({ ...form, creditCode: '91440101MA5CJQ4N58' }), '统一社会信用代码校验位不正确，请核对后重新输入'],
    ['short code', () => ({ ...form, creditCode: '91440101MA5CJQ4N5' }), '统一社会信用代码应为18位，当前为17位'],
    ['letters in the division', () => ({ ...form, creditCode: '9144A101MA5CJQ4N59' }), '统一社会信用代码第3至8位应为数字（行政区划码）'],
    ['bad category', () => ({ ...form, category: 'BANK' }), '机构类型的取值无效'],
    ['missing licence', () => without('liceneUrl'), '请填写营业执照'],
    ['missing ID', () => without('legalIdcard'), '请填写法人身份证号'],
    ['wrong ID check', () => ({ ...form, legalIdcard: '110105194912310021' }), '法人身份证号校验位不正确，请核对后重新输入'],
    ['impossible birth date', () => ({ ...form, legalIdcard: '110105194902300021' }), '法人身份证号中的出生日期不正确'],
    ['missing authorisation', () => without('authUrl'), '请填写授权书'],
  ])('certify: %s', async (_, payload, message) => {
    const before = await footprint(w.db);
    const res = await call(w, 'POST', APPLY_ORG, user, payload());
    expect(res.http).toBe(200);
    expect(res.body).toEqual({ statusCode: 400, message, data: null });
    expect(await footprint(w.db)).toEqual(before);
  });

  it.each([
    ['missing org', () => ({ userName: '王五', idcard: '11010519491231002X' }), '请填写关联企业'],
    ['bad org id', () => ({ orgId: 'abc', userName: '王五', idcard: '11010519491231002X' }), '关联企业格式不正确'],
    ['short name', () => ({ orgId, userName: '王', idcard: '11010519491231002X' }), '姓名不能少于2个字符'],
    ['long name', () => ({ orgId, userName: '王'.repeat(21), idcard: '11010519491231002X' }), '姓名不能超过20个字符'],
    ['bad ID', () => ({ orgId, userName: '王五', idcard: '123456' }), '身份证号应为18位，当前为6位'],
    ['missing ID', () => ({ orgId, userName: '王五' }), '请填写身份证号'],
  ])('orgRelate: %s', async (_, payload, message) => {
    const before = await footprint(w.db);
    const res = await call(w, 'POST', APPLY_RELATE, user, payload());
    expect(res.body).toEqual({ statusCode: 400, message, data: null });
    expect(await footprint(w.db)).toEqual(before);
  });
});
