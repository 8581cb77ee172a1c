import type { Browser, Page, TestInfo } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

const ENTERPRISE = '13800000003';
/** 管委会 staff: customer.manage is theirs by default. */
const STAFF = '13800000002';
const POLICY = '杭州市高新技术企业培育和认定奖励办法';

/** Another person on a phone of their own: a fresh browser context with the project's device. */
async function freshPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent });
  return context.newPage();
}

test.describe('customer service', () => {
  // Two people, two logins and a build of the answer index on a shared machine.
  test.setTimeout(240_000);

  test('the assistant answers with a link to a seeded policy; 转人工 reaches the staff, whose reply the enterprise reads', async ({ page, browser }, testInfo) => {
    await signIn(page, ENTERPRISE);
    await page.goto('/innoweb/customer/index');
    // Suggested questions: the park's pinned FAQ.
    await expect(page.getByRole('region', { name: '推荐问题' }).getByRole('button', { name: '忘记密码怎么办？' })).toBeVisible();

    const input = page.getByRole('textbox', { name: '请输入您的问题' });
    await input.fill('高新技术企业认定奖励怎么申请');
    await page.getByRole('button', { name: '发送' }).click();
    const answers = page.getByRole('region', { name: '“高新技术企业认定奖励怎么申请”的回答' });
    const card = answers.getByRole('article', { name: `政策：${POLICY}` });
    await expect(card).toBeVisible();
    await expect(card.locator('mark').first()).toBeVisible();

    // The link opens the policy; coming back, the conversation is still there.
    await card.getByRole('link', { name: '查看政策详情' }).click();
    await expect(page).toHaveURL(/\/innoweb\/policy\/detail\/\d+$/);
    await expect(page.getByRole('heading', { name: POLICY })).toBeVisible();
    await page.goBack();
    await expect(answers.getByRole('article', { name: `政策：${POLICY}` })).toBeVisible();

    // 转人工: the question and the user's own phone are filled in.
    const question = `我们是去年首次认定的高企，奖励申报还需要盖章的纸质材料吗？（${String(Date.now())}）`;
    await page.getByRole('button', { name: '转人工' }).last().click();
    const form = page.locator('.adm-popup-body').filter({ hasText: '转人工：给园区工作人员留言' });
    await expect(form.getByRole('textbox', { name: '联系电话' })).toHaveValue(ENTERPRISE);
    await expect(form.getByRole('textbox', { name: '留言内容' })).toHaveValue('高新技术企业认定奖励怎么申请');
    await form.getByRole('textbox', { name: '留言内容' }).fill(question);
    await form.getByRole('button', { name: '提交留言' }).click();
    const mine = page.getByRole('region', { name: '我的留言' });
    const left = mine.getByRole('article', { name: `留言：${question}` });
    await expect(left.getByText('待回复')).toBeVisible();

    // Staff answer it from the queue.
    const staff = await freshPhone(browser, testInfo);
    await signIn(staff, STAFF);
    await staff.goto('/innoweb/op/customer');
    await staff.getByRole('search').getByRole('searchbox').fill(question.slice(-15, -1));
    await staff.getByRole('search').getByRole('searchbox').press('Enter');
    const reply = '不需要纸质材料，线上上传加盖公章的扫描件即可，原件请留存备查。';
    const actions = staff.getByRole('group', { name: `${question} 的操作` });
    await actions.getByRole('button', { name: '回复' }).click();
    const replyForm = staff.locator('.adm-popup-body').filter({ hasText: '回复：' });
    await replyForm.getByRole('textbox', { name: '回复内容' }).fill(reply);
    await replyForm.getByRole('button', { name: '发送回复' }).click();
    // It leaves 待回复.
    await expect(actions).toHaveCount(0);

    // The enterprise sees the reply in 我的留言.
    await page.reload();
    await expect(left.getByText('已回复')).toBeVisible();
    await expect(left.getByText(reply)).toBeVisible();
  });
});
