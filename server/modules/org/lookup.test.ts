import { beforeAll, expect, it } from 'vitest';
import { creditCodeCheckChar } from '../../../common/credit-code.js';
import { LOOKUP_LIMIT } from '../../../common/org/lookup/contract.js';
import { insertOrg, insertUser } from '../../testing/fixtures.js';
import { call, describeWorld, testPhone } from '../../testing/world.js';
import { LOOKUPS_PER_MINUTE } from './routes-lookup.js';

const byCode = (code: string) => `/api/parkboot/v2/tyc/getbycode?creditCode=${encodeURIComponent(code)}`;
const byName = (name: string) => `/api/parkboot/v2/tyc/get_by_name/new?orgName=${encodeURIComponent(name)}`;

describeWorld('organisation look-ups v2/tyc (%s)', (w) => {
  let codeA: string;
  let codeC: string;
  let exact: number;

  beforeAll(async () => {
    const code = async (id: number) =>
      (await w.db.selectFrom('orgs').select('credit_code').where('id', '=', id).executeTakeFirstOrThrow()).credit_code;
    codeA = await code(w.orgA);
    codeC = await code(w.orgC);
    await w.db.updateTable('orgs').set({ legal_person: '李四', address: '杭州市滨江区网商路1号' }).where('id', '=', w.orgA).execute();
    // An exact name inserted first, then newer organisations whose names only contain it.
    exact = await insertOrg(w.db, 1, { fullname: '杭州星河光电', simplename: '星河光电' });
    for (let i = 0; i < LOOKUP_LIMIT + 2; i++) {
      await insertOrg(w.db, 1, { fullname: `浙江杭州星河光电${i}号有限公司`, simplename: `星河${i}` });
    }
  });

  it('finds the organisation of an exact credit code, with what the form needs', async () => {
    const res = await call(w, 'POST', byCode(` ${codeA.toLowerCase().slice(0, 9)} ${codeA.slice(9)} `), w.individual);
    expect(res.body).toEqual({
      statusCode: 200,
      message: '操作成功',
      data: {
        id: w.orgA,
        fullname: '杭州甲科技有限公司',
        simplename: '甲科技',
        creditCode: codeA,
        legalPerson: '李四',
        address: '杭州市滨江区网商路1号',
        orgtype: 'ORG',
        category: '高新技术企业',
        // Enterprise A has users: a newcomer links to it rather than certifying it again.
        certified: true,
      },
    });
    // The contact phone stays out.
    expect(JSON.stringify(res.body)).not.toContain('13700000000');
  });

  it('answers null for a valid code the registry does not hold', async () => {
    const first17 = '91330106MA27XY000';
    const res = await call(w, 'POST', byCode(first17 + creditCodeCheckChar(first17)), w.individual);
    expect(res.body).toMatchObject({ statusCode: 200, data: null });
  });

  it('only looks in the requesting park', async () => {
    expect((await call(w, 'POST', byCode(codeC), w.individual)).body).toMatchObject({ statusCode: 200, data: null });
    expect((await call(w, 'POST', byCode(codeC), w.userC, undefined, 2)).body).toMatchObject({ data: { id: w.orgC } });
    expect((await call(w, 'POST', byName('丁生物'), w.individual)).body).toMatchObject({ statusCode: 200, data: [] });
    expect((await call(w, 'POST', byName('甲科技'), w.userC, undefined, 2)).body).toMatchObject({ data: [] });
  });

  it('needs a login', async () => {
    expect((await call(w, 'POST', byCode(codeA))).body).toMatchObject({ statusCode: 401, data: null });
    expect((await call(w, 'POST', byName('甲科技'))).body).toMatchObject({ statusCode: 401, data: null });
  });

  it('refuses a malformed code with the message of the form, and a missing one', async () => {
    const short = await call(w, 'POST', byCode('9133'), w.individual);
    expect(short.body).toEqual({ statusCode: 400, message: '统一社会信用代码应为18位，当前为4位', data: null });
    const check = await call(w, 'POST', byCode(`${codeA.slice(0, 17)}${codeA.endsWith('0') ? '1' : '0'}`), w.individual);
    expect(check.body).toMatchObject({ statusCode: 400, message: '统一社会信用代码校验位不正确，请核对后重新输入' });
    expect((await call(w, 'POST', '/api/parkboot/v2/tyc/getbycode', w.individual)).body).toMatchObject({ statusCode: 400 });
  });

  it('finds names by their words, the same name first, at most the limit', async () => {
    const res = await call<{ id: number; fullname: string; certified: boolean }[]>(w, 'POST', byName('杭州星河光电'), w.individual);
    expect(res.body.statusCode).toBe(200);
    const list = res.body.data;
    expect(list).toHaveLength(LOOKUP_LIMIT);
    expect(list[0]).toMatchObject({ id: exact, fullname: '杭州星河光电', certified: false });
    expect(list.slice(1).every((o) => o.fullname.includes('杭州星河光电'))).toBe(true);
    // Words match anywhere in the name or the short name.
    expect((await call<{ id: number }[]>(w, 'POST', byName('乙智能'), w.individual)).body.data.map((o) => o.id)).toEqual([w.orgB]);
  });

  it('refuses a name too short or too long to look up', async () => {
    expect((await call(w, 'POST', byName(' 甲 '), w.individual)).body).toEqual({ statusCode: 400, message: '请输入至少2个字的企业名称', data: null });
    expect((await call(w, 'POST', byName('甲'.repeat(51)), w.individual)).body).toMatchObject({ statusCode: 400 });
  });

  it('limits how fast one user may walk the registry', async () => {
    const user = await insertUser(w.db, 1, testPhone());
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) {
      expect((await call(w, 'POST', byName('甲科技'), user)).body.statusCode).toBe(200);
    }
    expect((await call(w, 'POST', byName('甲科技'), user)).body).toMatchObject({ statusCode: 429, message: '查询过于频繁，请稍后再试' });
    // Another user is not held up by it.
    expect((await call(w, 'POST', byName('甲科技'), w.userB)).body.statusCode).toBe(200);
  });
});
