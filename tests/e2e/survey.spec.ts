import { apiAt } from './support/api.js';
import { signIn } from './support/accounts.js';
import { phoneOf } from './support/phones.js';
import { signedHeaders } from '../../server/testing/signing.js';
import { originOf, parkShell, sessionToken } from './support/session.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';
const ORG_USER = '13800000003';
/** A user of another organisation (the demo service organisation). */
const OTHER_ORG_USER = '13800000004';
const BASE = '/api/dpboot/survey';

test.describe('an enterprise survey', () => {
  test.setTimeout(90_000);

  test('sent to one enterprise, answered by its user; the results show on the park’s screen; another organisation’s user is refused', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const operator = await apiAt(request, await sessionToken(OPERATOR));
    const orgUser = await apiAt(request, await sessionToken(ORG_USER));
    const me = await orgUser.get<{ orgId: number }>('/api/dpboot/user/current');
    const title = `园区企业用能情况调查${String(Date.now()).slice(-6)}`;
    const { id } = await operator.post<{ id: number }>(`${BASE}/save`, {
      title,
      intro: '了解园区企业用能情况，以便安排节能诊断。',
      deadline: null,
      questions: [
        { title: '是否已开展节能改造', kind: 'SINGLE', required: true, options: ['已开展', '计划开展', '暂无计划'] },
        { title: '上年度用电量', kind: 'NUMBER', required: true, options: [], unit: '万千瓦时' },
        { title: '对节能诊断的需求', kind: 'TEXT', required: false, options: [] },
      ],
    });
    const sent = await operator.send<{ sentCount: number }>(`${BASE}/send/${String(id)}`, { mode: 'LIST', orgIds: [me.orgId] });
    expect(sent.data.sentCount).toBe(1);

    await signIn(page, ORG_USER);
    await page.goto(`/innoweb/user/answer?id=${String(id)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByText('计划开展', { exact: true }).click();
    await page.getByRole('textbox', { name: '上年度用电量 *' }).fill('320');
    await page.getByRole('textbox', { name: /对节能诊断的需求/ }).fill('希望安排空压机系统诊断。');
    await page.getByRole('button', { name: '提交答卷' }).click();
    await expect(page.getByTestId('paper-state')).toContainText('本企业已于');
    await expect(page.getByRole('button', { name: '保存修改' })).toBeVisible();

    const otherToken = await sessionToken(OTHER_ORG_USER);
    const other = await apiAt(request, otherToken);
    expect((await other.send(`${BASE}/answer/${String(id)}`, { answers: [] })).statusCode).toBe(403);
    const { publicKeyPem, sysid } = await parkShell(originOf());
    const read = await request.get(`${originOf()}${BASE}/paper/${String(id)}`, { headers: signedHeaders(publicKeyPem, sysid, otherToken) });
    expect(((await read.json()) as { statusCode: number }).statusCode).toBe(403);

    const desk = await phoneOf(browser, testInfo, OPERATOR);
    await desk.goto(`/innoweb/op/orgSurvey/detail/${String(id)}`);
    await expect(desk.getByTestId('answer-count')).toContainText('1');
    const results = desk.getByTestId('question-result');
    await expect(results.nth(0)).toContainText('计划开展：1 家，100%');
    await expect(results.nth(1)).toContainText('320万千瓦时');
    await expect(results.nth(2)).toContainText('希望安排空压机系统诊断。');
    await desk.context().close();
  });
});
