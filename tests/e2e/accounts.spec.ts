import { signedHeaders } from '../../server/testing/signing.js';
import { acceptAgreements, fillRegistration, loginThroughScreen, signIn, smsCodeFor, submitPasswordLogin } from './support/accounts.js';
import { signedApi } from './support/api.js';
import { E2E_CAPTCHA } from './support/constants.js';
import { answerDialog, dialogOf } from './support/dialogs.js';
import { expect, test } from './support/test.js';
import { expectToast } from './support/toasts.js';

const port = process.env.E2E_PORT!;

test('register with an SMS code, log in by password from the filled-in phone, find the organisation to link to, log out', async ({ page, request }) => {
  const phone = `137${String(Date.now()).slice(-8)}`;
  await fillRegistration(page, phone, 'Park2026ok');
  // The park's agreements must be accepted first; each opens from its title.
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('请阅读并同意用户协议和隐私政策')).toBeVisible();
  await expect(page).toHaveURL(/\/innoweb\/regist\/user$/);
  await acceptAgreements(page);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expectToast(page, '注册成功，请前往登录！');
  // /login, not signed in: the phone is filled in (never in the address) and certification suggested.
  await expect(page).toHaveURL(/\/innoweb\/login$/);
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(phone);
  await expect(page.getByText(/登录后可在“我的”中申请企业认证，或关联所在企业/)).toBeVisible();
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: expect.stringMatching(/_token$/) }));

  await submitPasswordLogin(page, phone, 'Park2026ok');
  await expect(page).toHaveURL(/\/innoweb\/index$/);

  // The new account finds its organisation from the personal centre: 关联企业 → search → the link form.
  const api = await signedApi(page, request);
  const [org] = (await api.post<{ list: { id: number; fullname: string }[] }>('/api/parkboot/v2/org/listEsOrg', { size: 1 })).list;
  await page.goto('/innoweb/user/index');
  await page.getByText('查找园区已登记的企业，申请加入').click();
  await expect(page).toHaveURL(/\/innoweb\/regist\/org$/);
  await page.getByPlaceholder('输入企业名称或统一社会信用代码').fill(org!.fullname);
  // The same name comes first.
  const search = page.getByRole('region', { name: '查找企业' });
  await expect(search.getByText(org!.fullname, { exact: true }).first()).toBeVisible();
  await search.getByRole('button', { name: '申请关联' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/innoweb/regist/orgRelate/${org!.id}$`));
  await expect(page.getByRole('heading', { name: org!.fullname })).toBeVisible();

  // Without an application, /user/certification says what to do rather than only 暂无认证申请.
  await page.goto('/innoweb/user/certification');
  await expect(page.getByText('暂无认证申请')).toBeVisible();
  await expect(page.getByRole('button', { name: '关联已有企业' })).toBeVisible();

  await page.goto('/innoweb/user/index');
  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByText('确认操作')).toBeVisible();
  await expect(dialog.getByText('确定退出当前账户吗?')).toBeVisible();
  await answerDialog(page, '取消');
  await expectToast(page, '取消退出当前账户');
  await expect(page).toHaveURL(/\/innoweb\/user\/index$/);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();

  await page.getByRole('button', { name: '退出登录' }).click();
  await answerDialog(page, '确定');
  await expect(page).toHaveURL(/\/innoweb\/index$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name.endsWith('_token'))).toBeUndefined();
  expect(await page.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('user');
    open.onsuccess = () => {
      const read = open.result.transaction('info').objectStore('info').count();
      read.onsuccess = () => resolve(read.result);
    };
  }))).toBe(0);
});

test('a member of an organisation sees it on /user/certification and why no application is needed', async ({ page }) => {
  await signIn(page, '13800000003');
  await page.goto('/innoweb/user/certification');
  await expect(page.getByText('所属企业')).toBeVisible();
  await expect(page.getByText(/您已归属该企业.*无需再提交认证申请/)).toBeVisible();
  await expect(page.getByRole('button', { name: '申请企业认证' })).toHaveCount(0);
});

test('log in by SMS code', async ({ page }) => {
  await page.goto('/innoweb/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill('13800000004');
  await page.getByPlaceholder('请输入右侧字符').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectToast(page, '验证码发送成功！');
  await expect(page.getByRole('button', { name: /秒后重发$/ })).toBeDisabled();
  await page.getByPlaceholder('6位验证码').fill(await smsCodeFor('13800000004', 'login'));
  await page.getByPlaceholder('请输入右侧字符').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/innoweb\/index$/);
});

test('a wrong password shows the server message and a fresh captcha', async ({ page }) => {
  await page.goto('/innoweb/login');
  await submitPasswordLogin(page, '13800000003', 'Wrong@2026');
  await expectToast(page, '手机号或密码错误');
  await expect(page.getByPlaceholder('请输入右侧字符')).toHaveValue('');
  await expect(page).toHaveURL(/\/innoweb\/login$/);
});

test('every relative request is signed, and the password never travels in clear', async ({ page, request }) => {
  const seen: { url: string; headers: Record<string, string>; body: string | null; method: string }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().includes('/passport/captcha')) {
      seen.push({ url: r.url(), headers: r.headers(), body: r.postData(), method: r.method() });
    }
  });
  // The sign-in itself is part of the flow: through the screen, its password encrypted.
  await loginThroughScreen(page, '13800000003');
  await page.goto('/innoweb/user/index');
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();

  expect(seen.length).toBeGreaterThan(2);
  for (const call of seen) {
    expect(call.headers, call.url).toMatchObject({
      sysid: '1',
      timestamp: expect.stringMatching(/^\d{13}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      signature: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(call.body ?? '').not.toContain('Demo@123456');
    expect(decodeURIComponent(call.body ?? '')).not.toContain('Demo@123456');
    if (call.url.includes('/dpboot/')) expect(new URL(call.url).searchParams.get('sysid')).toBe('1');
  }
  const signedIn = seen.find((c) => c.url.includes('/user/current'))!;
  expect(signedIn.headers.authorization).toMatch(/^Bearer .+/);

  // The server refuses the same request again, a wrong signature, and another park's sysid.
  const replay = await request.get(signedIn.url, { headers: signedIn.headers });
  expect(replay.status()).toBe(401);
  const publicKey = await page.locator('meta[name="innoweb-rsa-public-key"]').getAttribute('content');
  const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey!}\n-----END PUBLIC KEY-----\n`;
  const bearer = { authorization: signedIn.headers.authorization! };
  const wrongSignature = { ...signedHeaders(pem, 1), ...bearer, signature: '0'.repeat(32) };
  expect((await request.get(signedIn.url, { headers: wrongSignature })).status()).toBe(401);
  const otherPark = await request.get(signedIn.url.replace('sysid=1', 'sysid=2'), { headers: { ...signedHeaders(pem, 2), ...bearer } });
  expect(otherPark.status()).toBe(403);
  const fresh = await request.get(signedIn.url, { headers: { ...signedHeaders(pem, 1), ...bearer } });
  expect(await fresh.json()).toMatchObject({ statusCode: 200, data: { phone: '13800000003' } });
});

test('an anonymous visit to the operations centre goes to login and, for the operator, back to it', async ({ page }) => {
  await page.goto('/innoweb/op/index');
  await expect(page).toHaveURL(/\/innoweb\/login$/);
  await submitPasswordLogin(page, '13800000001');
  await expect(page).toHaveURL(/\/innoweb\/op\/index$/);
  await expect(page.getByText('待办事项')).toBeVisible();
  await expect(page.getByRole('button', { name: /^企业认证待审核\s*\d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^通知待发布\s*\d+$/ })).toBeVisible();
});

test('an anonymous visit to the personal centre goes to login and comes back after it', async ({ page }) => {
  await page.goto('/innoweb/user/index');
  await expect(page).toHaveURL(/\/innoweb\/login$/);
  await submitPasswordLogin(page, '13800000005');
  await expect(page).toHaveURL(/\/innoweb\/user\/index$/);
});

test('the operator centre sends a non-operator to /403', async ({ page }) => {
  await signIn(page, '13800000003');
  await page.goto('/innoweb/op/index');
  await expect(page).toHaveURL(/\/innoweb\/403$/);
  await expect(page.getByText('无权访问').first()).toBeVisible();
});

test('each park has its own accounts', async ({ page }) => {
  const demo2 = `http://demo2.localhost:${port}`;
  await page.goto(`${demo2}/innoweb/login`);
  await submitPasswordLogin(page, '13800000003');
  await expectToast(page, '手机号或密码错误');
  // The refused login clears the captcha for a fresh one: typed before that, it would be wiped.
  await expect(page.getByPlaceholder('请输入右侧字符')).toHaveValue('');
  await page.getByPlaceholder('请输入右侧字符').fill(E2E_CAPTCHA);
  await page.getByPlaceholder('请输入手机号').fill('13900000001');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/demo2\.localhost.*\/innoweb\/index$/);
});
