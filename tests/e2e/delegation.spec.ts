import type { Operator, Role } from '../../common/orgchart/contract.js';
import type { UserListItem } from '../../common/user-admin/contract.js';
import { signedHeaders } from '../../server/testing/signing.js';
import { loginAs, submitPasswordLogin } from './support/accounts.js';
import { signedApi } from './support/api.js';
import { expect, test } from './support/test.js';

/**
 * Delegated administration (issue #24): an operator holding 运营账号 (system.operator) and 用户管理
 * (user.manage) over the whole park — set up through the API by the demo 管理员 — finds the
 * 管理员's account in its lists with no way to change it, and the direct API calls that once took
 * the account over (its phone replaced, its password reset) are refused.
 */

const ADMIN = '13800000001';

test('a delegated account administrator is offered nothing on the 管理员, and the server refuses it anyway', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now()).slice(-6);
  const phone = `1356${stamp}0`.slice(0, 11);

  // The 管理员 makes the role and the account through the API.
  await loginAs(page, ADMIN);
  const adminToken = (await page.context().cookies()).find((c) => c.name.endsWith('_token'))?.value;
  const admin = await signedApi(page, request, 1, adminToken);
  const role = await admin.post<{ id: number }>('/api/dpboot/system/role/save?sysid=1', {
    rolename: `账号管理岗${stamp}`,
    description: '',
    dataScope: 'ALL',
    permissions: ['system.operator', 'user.manage'],
  });
  const created = await admin.post<{ id: number; password: string }>('/api/dpboot/system/operator/save?sysid=1', {
    name: '委派管理员',
    phone,
    roleIds: [role.id],
    deptId: null,
    postId: null,
  });
  expect(created.password).toBeTruthy();
  const roles = await admin.get<Role[]>('/api/dpboot/system/role/list?sysid=1');
  const adminRole = roles.find((r) => r.isAdmin)!.id;
  const adminAccount = (await admin.get<{ list: Operator[] }>(`/api/dpboot/system/operator/list?search=${ADMIN}&sysid=1`)).list[0]!;
  expect(adminAccount.manageable).toBe(true);

  // The delegate signs in on its own phone.
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  const delegate = await context.newPage();
  await delegate.goto('/innoweb/login');
  await submitPasswordLogin(delegate, phone, created.password);
  await expect(delegate).not.toHaveURL(/\/innoweb\/login$/);

  // 运营账号: the 管理员's row offers no 编辑, no 停用, no 重置密码 — it says why.
  await delegate.goto(`/innoweb/op/opUserManage?search=${ADMIN}`);
  await expect(delegate.getByText('共 1 条')).toBeVisible();
  const row = delegate.getByRole('article').filter({ hasText: ADMIN });
  await expect(row.getByText('管理员账号只能由管理员修改')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  // Its own account next to it is one it may edit.
  await delegate.goto(`/innoweb/op/opUserManage?search=${phone}`);
  await expect(delegate.getByRole('article').filter({ hasText: phone }).getByRole('button', { name: '编辑' })).toBeVisible();

  // 用户管理: the same.
  await delegate.goto(`/innoweb/op/userManage?search=${ADMIN}`);
  await expect(delegate.getByText('共 1 条')).toBeVisible();
  await expect(delegate.getByText('管理员账号只能由管理员修改')).toBeVisible();
  await expect(delegate.getByRole('group', { name: /的操作$/ })).toHaveCount(0);

  // The direct calls are refused with the same words, and the 管理员's account is as it was.
  const token = (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;
  const meta = await delegate.locator('meta[name="innoweb-rsa-public-key"]').getAttribute('content');
  const pem = `-----BEGIN PUBLIC KEY-----\n${meta!}\n-----END PUBLIC KEY-----\n`;
  const post = async (path: string, data?: unknown) =>
    (await (await request.post(`${path}?sysid=1`, { headers: signedHeaders(pem, 1, token), ...(data ? { data } : {}) })).json()) as {
      statusCode: number;
      message: string;
      data: unknown;
    };
  const takeover = await post('/api/dpboot/system/operator/save', {
    id: adminAccount.id,
    name: adminAccount.name,
    phone: `1357${stamp}1`.slice(0, 11),
    roleIds: [adminRole],
    deptId: adminAccount.deptId,
    postId: adminAccount.postId,
  });
  expect(takeover).toEqual({ statusCode: 403, message: '管理员账号只能由管理员修改', data: null });
  const reset = await post(`/api/dpboot/user/manage/resetPassword/${adminAccount.id}`);
  expect(reset).toEqual({ statusCode: 403, message: '管理员账号只能由管理员修改', data: null });
  const after = (await admin.get<{ list: UserListItem[] }>(`/api/dpboot/user/manage/list?search=${ADMIN}&sysid=1`)).list[0]!;
  expect(after.phone).toBe(ADMIN);
  expect(after.state).toBe('ACTIVE');
  await context.close();
});
