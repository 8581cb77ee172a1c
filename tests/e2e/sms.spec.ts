import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { outboxLines } from '../../server/testing/sms-outbox.js';
import { loginAs } from './support/accounts.js';
import { signedApi, type SignedApi } from './support/api.js';
import { answerDialog } from './support/dialogs.js';
import { expect, test } from './support/test.js';

/**
 * SMS push: an operator composes a text with a {变量} for three picked enterprises, sends it, the
 * console gateway's outbox gets one filled-in line per recipient, and /op/pushed shows the batch
 * with each recipient's gateway result; a failed recipient of a seeded batch is retried.
 */

const OPERATOR = '13800000001';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Org {
  id: number;
  fullname: string;
  industry: string;
  users: number;
}
interface Person {
  name: string;
  phone: string;
  fullname: string;
}

async function operatorApi(page: Page): Promise<SignedApi> {
  await loginAs(page, OPERATOR);
  const token = (await page.context().cookies()).find((c) => c.name.endsWith('_token'))?.value;
  return signedApi(page, page.request, 1, token);
}

/** Three enterprises of the park with exactly one active user each, and those users' phones. */
async function threeEnterprises(api: SignedApi): Promise<{ orgs: Org[]; people: Person[] }> {
  const orgs: Org[] = [];
  for (let pagenum = 1; orgs.length < 3 && pagenum <= 40; pagenum++) {
    const page = await api.get<{ list: Org[] }>(`/api/dpboot/sms/audience/orgs?size=50&pagenum=${pagenum}`);
    orgs.push(...page.list.filter((o) => o.users === 1).slice(0, 3 - orgs.length));
    if (page.list.length < 50) break;
  }
  expect(orgs, 'three enterprises with one user each').toHaveLength(3);
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'innoweb.db'), { readonly: true, fileMustExist: true });
  try {
    const people = orgs.map((o) => {
      const user = db.prepare("select name, phone from users where tenant_id = 1 and org_id = ? and status = 'ACTIVE'").get(o.id) as {
        name: string;
        phone: string;
      };
      return { ...user, fullname: o.fullname };
    });
    return { orgs, people };
  } finally {
    db.close();
  }
}

test.describe('SMS push', () => {
  test.setTimeout(180_000);

  test('a text with a variable to three picked enterprises: three filled SMS in the outbox, the batch and its results in /op/pushed', async ({ page }) => {
    const api = await operatorApi(page);
    const { orgs, people } = await threeEnterprises(api);
    const marker = `检查编号${Date.now()}`;

    await page.goto('/innoweb/op/push');
    const text = page.getByRole('textbox', { name: '短信内容' });
    await text.fill(`【安全生产】${marker}：`);
    // The variable from its chip, where the cursor is (the end).
    await page.getByRole('group', { name: '可用变量' }).getByRole('button', { name: '{企业名称}' }).click();
    await expect(text).toHaveValue(`【安全生产】${marker}：{企业名称}`);
    await text.fill(`${await text.inputValue()}请于本周五前完成消防与用电自查。`);

    await page.getByRole('option', { name: '指定企业' }).click();
    const search = page.getByPlaceholder('搜索企业名称或信用代码');
    for (const org of orgs) {
      await search.fill(org.fullname);
      // The row's text is the name, then its description (industry · area · users).
      const row = page
        .locator('.adm-check-list-item')
        .filter({ hasText: new RegExp(`^${escaped(org.fullname)}${escaped(org.industry || '未分类')} · `) });
      await expect(row).toHaveCount(1);
      await row.click();
      await expect(page.getByRole('button', { name: `移除 ${org.fullname}` })).toBeVisible();
    }

    // The live preview: one of them, the variable filled, and the count.
    await expect(page.getByTestId('sms-recipients')).toHaveText(/将发送给3位用户（涉及 3 家机构）/);
    await expect(page.getByTestId('sms-preview')).toHaveText(
      new RegExp(`^【安全生产】${marker}：(${orgs.map((o) => escaped(o.fullname)).join('|')})请于本周五前完成消防与用电自查。$`),
    );

    await page.getByRole('button', { name: '立即发送', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('3 位用户');
    await answerDialog(page, '发送');
    await expect(page).toHaveURL(/\/innoweb\/op\/pushed\?id=\d+$/);
    const id = Number(/id=(\d+)$/.exec(page.url())?.[1]);

    // The background sender delivers them: exactly three lines, each filled for its recipient.
    const dataDir = process.env.E2E_DATA_DIR!;
    const sent = () => outboxLines(dataDir).filter((l) => l.type === 'push' && l.text?.includes(marker));
    await expect.poll(() => sent().length, { message: 'three SMS in the outbox', timeout: 60_000 }).toBe(3);
    // …and no fourth: a recipient is never sent twice (the sender's next ticks find nothing to claim).
    await page.waitForTimeout(2500);
    expect(sent()).toHaveLength(3);
    expect(sent().map((l) => [l.phone, l.text, l.tenantId]).sort()).toEqual(
      people.map((p) => [p.phone, `【安全生产】${marker}：${p.fullname}请于本周五前完成消防与用电自查。`, 1]).sort(),
    );

    // The batch's page follows the sender until every recipient has an answer.
    await expect(page.getByTestId('batch-status')).toHaveText('已完成', { timeout: 30_000 });
    await expect(page.getByTestId('stat-total')).toHaveText('3');
    await expect(page.getByTestId('stat-sent')).toHaveText('3');
    await expect(page.getByTestId('stat-failed')).toHaveText('0');
    const records = page.locator('article');
    await expect(records).toHaveCount(3);
    for (const person of people) {
      const record = records.filter({ hasText: person.fullname });
      await expect(record).toContainText('发送成功');
      await expect(record).toContainText(`${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`);
    }

    // The list of batches finds it by its text.
    await page.goto('/innoweb/op/pushed');
    await expect(page.locator('article').first()).toBeVisible();
    const batchSearch = page.getByPlaceholder('搜索短信内容或模板名称');
    await batchSearch.fill(marker);
    await batchSearch.press('Enter');
    const batch = page.locator('article').filter({ hasText: marker });
    await expect(page.locator('article')).toHaveCount(1);
    await expect(batch).toContainText('已完成');
    await expect(batch).toContainText('指定企业');
    await batch.getByRole('link', { name: '自定义短信' }).click();
    await expect(page).toHaveURL(new RegExp(`/innoweb/op/pushed\\?id=${id}$`));
  });

  test('a failed recipient of a seeded batch is retried and goes through', async ({ page }) => {
    const api = await operatorApi(page);
    type Batches = { list: { id: number; counts: { failed: number } }[] };
    const done = await api.get<Batches>('/api/dpboot/sms/list?status=DONE&size=50');
    const withFailures = done.list.find((b) => b.counts.failed > 0);
    expect(withFailures, 'a seeded batch with failures left').toBeDefined();
    const failed = withFailures!.counts.failed;

    await page.goto(`/innoweb/op/pushed?id=${withFailures!.id}`);
    await expect(page.getByTestId('stat-failed')).toHaveText(String(failed));
    await page.getByRole('tab', { name: '发送失败' }).click();
    const failedRows = page.locator('article');
    await expect(failedRows).toHaveCount(failed);
    const first = failedRows.first();
    const name = (await first.locator('h3').innerText()).trim();
    const phone = /1\d{2}\*{4}\d{4}/.exec(await first.innerText())?.[0];
    expect(phone, 'the failed recipient\'s masked phone').toBeDefined();
    await first.getByRole('button', { name: '重试' }).click();
    await answerDialog(page, '重试');

    // The sender delivers it again; the batch is done with one failure less.
    await expect(page.getByTestId('stat-failed')).toHaveText(String(failed - 1), { timeout: 30_000 });
    await expect(page.getByTestId('batch-status')).toHaveText('已完成', { timeout: 30_000 });
    await expect(failedRows).toHaveCount(failed - 1);
    await page.getByRole('tab', { name: '发送成功' }).click();
    await expect(page.locator('article').filter({ hasText: name }).filter({ hasText: phone! })).toContainText('发送成功');
  });

  test('templates: a typo in a variable is refused, then the template is added, edited, used and deleted', async ({ page }) => {
    await loginAs(page, OPERATOR);
    const name = `季度数据报送${Date.now() % 100000}`;
    await page.goto('/innoweb/op/pushManage');
    await expect(page.locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: '新增模板' }).click();
    await page.getByRole('textbox', { name: '模板名称' }).fill(name);
    const text = page.getByRole('textbox', { name: '短信内容' });
    await text.fill('【{园区名称}】{公司名}：请于本月 10 日前完成季度经济数据报送。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('不支持的变量：{公司名}，可用变量：{企业名称}、{联系人}、{园区名称}')).toBeVisible();
    await text.fill('【{园区名称}】{企业名称}：请于本月 10 日前完成季度经济数据报送。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const card = page.locator('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('{企业名称}');

    await card.getByRole('button', { name: '编辑' }).click();
    await page.getByRole('textbox', { name: '短信内容' }).fill('【{园区名称}】{联系人}您好，{企业名称}请于本月 10 日前完成季度经济数据报送。');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(card).toContainText('{联系人}您好');

    // 使用 opens the compose screen with it.
    await card.getByRole('button', { name: '使用' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/push\?template=\d+$/);
    await expect(page.getByRole('textbox', { name: '短信内容' })).toHaveValue('【{园区名称}】{联系人}您好，{企业名称}请于本月 10 日前完成季度经济数据报送。');
    await expect(page.getByRole('option', { name, selected: true })).toBeVisible();

    await page.goto('/innoweb/op/pushManage');
    await page.locator('article').filter({ hasText: name }).getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('dialog')).toContainText(name);
    await answerDialog(page, '删除');
    await expect(page.locator('article').filter({ hasText: name })).toHaveCount(0);
  });
});
