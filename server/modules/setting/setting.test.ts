import { expect, it } from 'vitest';
import type { AgreementsSetting, BasicSetting, PortalSetting, PublicPortal } from '../../../common/setting/contract.js';
import { HOME_ENTRY_PATHS } from '../../../common/setting/home-entries.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import type { TenantAnswer } from '../../../common/tenant.js';
import { multipartBody, pngBytes } from '../../testing/uploads.js';
import { call, describeWorld, okData, type TestUser, type World } from '../../testing/world.js';

const S = '/api/dpboot/setting';

/** Uploads a PNG through attach/upload/single as `user` of park 1; its download address and id. */
async function uploadPng(w: World, user: TestUser) {
  const form = multipartBody([{ name: 'file', filename: '园区标志.png', data: pngBytes() }]);
  const res = await w.t.app.inject({ method: 'POST', url: '/api/dpboot/attach/upload/single', headers: { ...w.t.sign(1, user.token), ...form.headers }, payload: form.payload });
  return res.json<{ data: { id: number; url: string } }>().data;
}

describeWorld('park settings on %s', (w) => {
  const tenantAnswer = async (tenant: 1 | 2 = 1) => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/need/getTenantWrapper',
      headers: { host: tenant === 1 ? 'localhost' : 'demo2.localhost' },
      payload: {},
    });
    return res.json<{ data: TenantAnswer }>().data;
  };
  const basic = (user: TestUser = w.admin) => okData<BasicSetting>(w, 'GET', `${S}/basic`, user);
  const saveBasic = (changes: Partial<BasicSetting>, current: BasicSetting, user: TestUser = w.admin) =>
    call(w, 'POST', `${S}/basic/save`, user, { ...current, ...changes });

  it('answers the tenant’s fields and an empty contact at first', async () => {
    const answer = await tenantAnswer();
    expect(await basic()).toEqual({
      fullname: answer.fullname,
      shortName: answer.dp_simple,
      logo: answer.logo,
      themeColor: answer.themeColor,
      contactPhone: '',
      contactAddress: '',
      contactEmail: '',
    });
  });

  it('shows saved names and colour in the tenant answer at once, its fields exactly those of the spec plus the colour', async () => {
    const before = await tenantAnswer(); // now in the process's tenant cache
    const current = await basic();
    const res = await saveBasic(
      { fullname: '杭州高新区（滨江）管理委员会', shortName: '滨江高新', themeColor: '#0F766E', contactPhone: '0571-87702345', contactEmail: 'qyfw@hz.gov.cn' },
      current,
    );
    expect(res.body).toMatchObject({ statusCode: 200, message: '园区基本信息已保存' });
    const after = await tenantAnswer();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual({ ...before, fullname: '杭州高新区（滨江）管理委员会', dp_simple: '滨江高新', themeColor: '#0f766e' });
    expect(await basic()).toMatchObject({ shortName: '滨江高新', contactPhone: '0571-87702345', contactEmail: 'qyfw@hz.gov.cn' });
    // The other park is untouched.
    expect((await tenantAnswer(2)).dp_simple).not.toBe('滨江高新');
    const trail = await w.db.selectFrom('audit_logs').selectAll().where('subject_type', '=', 'park_setting').execute();
    expect(trail.at(-1)).toMatchObject({ tenant_id: 1, actor_id: w.admin.id, status_to: 'basic' });
  });

  it('refuses invalid basic settings with clear messages and changes nothing', async () => {
    const current = await basic();
    const cases: Array<[Partial<BasicSetting>, string]> = [
      [{ fullname: '  ' }, '请填写园区全称'],
      [{ shortName: '滨' }, '园区简称不能少于2个字'],
      [{ shortName: '这是一个非常非常非常非常非常非常长的园区简称' }, '园区简称不能超过20个字'],
      [{ themeColor: 'blue' }, '主题色须为 #RRGGBB 格式的颜色，例如 #1466E6'],
      [{ themeColor: '#ffee88' }, '主题色太浅：白色文字在其上须有不低于 4.5:1 的对比度，请选更深的颜色'],
      [{ contactPhone: '12345' }, '联系电话须为手机号、带区号的固定电话（如 0571-88886666）或 400 电话'],
      [{ contactEmail: 'qyfw@' }, '联系邮箱格式不正确，例如 service@park.gov.cn'],
      [{ logo: '/innoweb/other.png' }, '园区标志须是本园区运营人员上传的图片，请重新上传'],
    ];
    for (const [changes, message] of cases) expect((await saveBasic(changes, current)).body).toMatchObject({ statusCode: 400, message });
    expect(await basic()).toEqual(current);
  });

  it('takes an uploaded image as the logo, makes it public and serves it under /innoweb/', async () => {
    const file = await uploadPng(w, w.admin);
    const current = await basic();
    expect((await saveBasic({ logo: file.url }, current)).body.statusCode).toBe(200);
    const logo = `/innoweb/park-logo/${String(file.id)}.png`;
    expect((await tenantAnswer()).logo).toBe(logo);
    const row = await w.db.selectFrom('attachments').select('visibility').where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(row.visibility).toBe('PUBLIC');
    const image = await w.t.app.inject({ method: 'GET', url: logo, headers: { host: 'localhost' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Not the logo of the other park.
    expect((await w.t.app.inject({ method: 'GET', url: logo, headers: { host: 'demo2.localhost' } })).statusCode).toBe(404);
    // A file an enterprise user uploaded is no logo.
    const userFile = await uploadPng(w, w.userA);
    expect((await saveBasic({ logo: userFile.url }, await basic())).body.message).toBe('园区标志须是本园区运营人员上传的图片，请重新上传');
  });

  it('keeps the home entries in the park’s order and the portal shows only the chosen ones', async () => {
    const { entries } = await okData<PortalSetting>(w, 'GET', `${S}/portal`, w.admin);
    expect(entries.map((e) => e.path)).toEqual(HOME_ENTRY_PATHS);
    const chosen = [
      { path: '/notice/none', shown: true },
    ];
    expect((await call(w, 'POST', `${S}/portal/save`, w.admin, { entries: chosen })).body.message).toBe('门户入口中有未知的入口');
    expect((await call(w, 'POST', `${S}/portal/save`, w.admin, { entries: entries.map((e) => ({ ...e, shown: false })) })).body.message).toBe(
      '门户至少要显示一个入口',
    );
    const order = [{ path: '/user/index', shown: true }, { path: '/policy/index', shown: true }, { path: '/op/index', shown: false }];
    expect((await call(w, 'POST', `${S}/portal/save`, w.admin, { entries: order })).body.statusCode).toBe(200);
    const portal = await okData<PublicPortal>(w, 'GET', `${S}/public/portal`);
    expect(portal.entries.slice(0, 2)).toEqual(['/user/index', '/policy/index']);
    expect(portal.entries).not.toContain('/op/index');
    expect(portal.entries).toHaveLength(HOME_ENTRY_PATHS.length - 1);
    expect(portal.contact).toMatchObject({ phone: '0571-87702345' });
    // The other park keeps every entry.
    expect((await okData<PublicPortal>(w, 'GET', `${S}/public/portal`, undefined, undefined, 2)).entries).toEqual(HOME_ENTRY_PATHS);
  });

  it('shows default agreements naming the park until it writes its own, then those at registration', async () => {
    const first = await okData<AgreementsSetting>(w, 'GET', `${S}/public/agreements`);
    expect(first.userAgreement).toContain('滨江');
    const short = await call(w, 'POST', `${S}/agreements/save`, w.admin, { userAgreement: '太短了', privacyPolicy: first.privacyPolicy });
    expect(short.body).toMatchObject({ statusCode: 400, message: '用户协议不能少于20个字' });
    const texts = { userAgreement: `《用户协议》${'注册即同意遵守园区门户的使用规则。'.repeat(3)}`, privacyPolicy: `《隐私政策》${'我们只为办理业务收集必要的信息。'.repeat(3)}` };
    expect((await call(w, 'POST', `${S}/agreements/save`, w.admin, texts)).body.statusCode).toBe(200);
    expect(await okData(w, 'GET', `${S}/public/agreements`)).toEqual(texts);
    expect((await okData<AgreementsSetting>(w, 'GET', `${S}/public/agreements`, undefined, undefined, 2)).userAgreement).not.toBe(texts.userAgreement);
  });

  it('is for administrators: 管委会 staff and enterprise users are refused with 403', async () => {
    for (const user of [w.committee, w.userA]) {
      const res = await call(w, 'GET', `${S}/basic`, user);
      expect(res.http).toBe(403);
      const save = await call(w, 'POST', `${S}/agreements/save`, user, { userAgreement: 'x'.repeat(30), privacyPolicy: 'y'.repeat(30) });
      expect(save.http).toBe(403);
    }
    expect((await call(w, 'GET', `${S}/basic`, w.committee)).body.message).toBe(NO_PERMISSION);
  });
});
