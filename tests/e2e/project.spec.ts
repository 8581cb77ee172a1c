import { apiAt } from './support/api.js';
import { loginAs } from './support/accounts.js';
import { sessionToken } from './support/session.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';
const BASE = '/api/dpboot/project';


test.describe('projects through their stages', () => {
  test.setTimeout(90_000);

  test('a project moved 签约 → 开工 leaves the 签约 list for the 开工 one with its date; skipping to 投产 without a reason is refused', async ({
    page,
    request,
  }) => {
    const api = await apiAt(request, await sessionToken(OPERATOR));
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    // A project of its own, registered through the API (签约 today).
    const [dept] = await api.get<{ id: number }[]>(`${BASE}/depts`);
    const name = `电驱总成项目${String(Date.now())}`;
    const created = await api.send<{ id: number }>(`${BASE}/create`, {
      name,
      investor: '浙江某电驱科技有限公司',
      industry: '新能源汽车',
      area: '东区',
      investment: 52000,
      signDate: today,
      deptId: dept!.id,
      description: '',
    });
    const project = { id: created.data.id, name };

    const skipped = await api.send(`${BASE}/stage/${String(project.id)}`, {
      stage: 'PRODUCE',
      date: today,
      evidence: '首批产品下线',
    });
    expect(skipped.message).toBe('跳过开工阶段须说明原因（不少于5个字）');

    await loginAs(page, OPERATOR);
    const search = `?search=${encodeURIComponent(project.name)}`;
    await page.goto(`/innoweb/op/project/sign${search}`);
    await expect(page.getByText(project.name).first()).toBeVisible();

    await page.goto(`/innoweb/op/project/detail/${String(project.id)}`);
    await page.getByRole('button', { name: '推进阶段' }).click();
    await page.getByText('开工', { exact: true }).click();
    await page.getByRole('textbox', { name: '依据' }).fill('取得施工许可证，主体工程开工');
    await page.getByRole('button', { name: '确定推进' }).click();
    await expect(page.getByText(/^开工阶段/)).toBeVisible();

    await page.goto(`/innoweb/op/project/begin${search}`);
    await expect(page.getByText(project.name).first()).toBeVisible();
    await expect(page.getByText(today).first()).toBeVisible();
    await page.goto(`/innoweb/op/project/sign${search}`);
    await expect(page.getByText('暂无处于签约阶段的项目')).toBeVisible();
  });
});
