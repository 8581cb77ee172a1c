import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type {
  ApplyTree,
  ConditionQuota,
  MatchedPolicy,
  MatchResult,
  Page as ListAnswer,
  PolicyListItem,
  PolicyMatchLevel,
  ProfileAnswers,
  Question,
  Questionnaire,
  TestDetail,
} from '../../common/policy.js';
import { signedHeaders } from '../../server/testing/signing.js';
import { loginAs, signIn } from './support/accounts.js';
import { signedApi, type SignedApi } from './support/api.js';
import { answerDialog } from './support/dialogs.js';
import { ownServerOfDescribe } from './support/own-server.js';
import { newPhone, workerControls } from './support/pwa.js';
import { expect, test } from './support/test.js';

const ORG_USER = '13800000003';
const OPERATOR = '13800000001';
const SECOND_PARK_OPERATOR = '13900000001';
const demo2 = `http://demo2.localhost:${process.env.E2E_PORT!}`;
const API = '/api/dpboot/policy';

/** Signed API calls as the person signed in on the page (their token cookie). */
async function apiOf(page: Page, request: APIRequestContext, sysid = 1): Promise<SignedApi> {
  const token = (await page.context().cookies()).find((c) => c.name.endsWith('_token'))?.value;
  return signedApi(page, request, sysid, token);
}

/** The ranked cards of a result page (hopeful ones: the section 匹配结果), by title. */
const rankedTitles = (page: Page) => page.getByRole('region', { name: '匹配结果' }).locator('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
const hopeful = (result: MatchResult) => result.policies.filter((p) => p.matchLevel !== 'UNMATCHED');
const LEVEL_RANK: Record<PolicyMatchLevel, number> = { MATCHED: 0, PARTIAL: 1, POSSIBLE: 2, UNMATCHED: 3 };

async function openResult(page: Page, api: SignedApi): Promise<TestDetail> {
  await expect(page).toHaveURL(/\/innoweb\/policy\/record\/\d+$/);
  const id = Number(/record\/(\d+)$/.exec(page.url())![1]);
  const test = await api.get<TestDetail>(`${API}/testdetail?id=${id}&sysid=1`);
  expect(test.id).toBe(id);
  // The page ranks exactly as the server ranked.
  await expect.poll(() => rankedTitles(page)).toEqual(hopeful(test.result).map((p) => p.title));
  return test;
}

/** A policy card of the result page. */
const card = (page: Page, title: string): Locator => page.locator('article', { has: page.getByRole('link', { name: title, exact: true }) }).first();

/** 确定 of the wheel picker titled `title` (the first choice when nothing was chosen); waits until it closed. */
async function confirmPicker(page: Page, title: string): Promise<void> {
  const picker = page.locator('.adm-picker:visible').filter({ has: page.locator('.adm-picker-header-title', { hasText: title }) });
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(picker).toHaveCount(0);
}

interface Change {
  policy: MatchedPolicy;
  question: Question;
  link: ConditionQuota;
  conditionId: number;
}

/**
 * A change of one answer that lets a hopeless-or-uncertain policy pass an apply item: an item whose
 * only non-passing condition links one quota the questionnaire asks.
 */
async function findChange(api: SignedApi, result: MatchResult, questionnaire: Questionnaire): Promise<Change> {
  const questions = new Map(questionnaire.groups.flatMap((g) => g.questions).map((q) => [q.quotaId, q]));
  for (const policy of result.policies.filter((p) => p.matchLevel === 'UNMATCHED' || p.matchLevel === 'POSSIBLE')) {
    const tree = await api.get<ApplyTree>(`${API}/getApplyTreeByPolicyId/${policy.policyId}?sysid=1`);
    for (const item of policy.items) {
      const open = item.conditions.filter((c) => c.verdict !== 'PASS');
      if (open.length !== 1) continue;
      const condition = tree.items.flatMap((i) => i.conditions).find((c) => c.id === open[0]!.conditionId);
      if (!condition || condition.quotas.length !== 1) continue;
      const link = condition.quotas[0]!;
      const question = questions.get(link.quotaId);
      if (!question || (link.quotaKind !== 'NUMBER' && link.operator === 'NONE')) continue;
      if (link.quotaKind === 'SINGLE' && link.operator === 'ALL' && link.optionIds.length > 1) continue;
      return { policy, question, link, conditionId: condition.id };
    }
  }
  throw new Error('the demo park has no policy one answer could turn: check the policy seed');
}

/** Answers the question on /policy/answer so that the link passes. */
async function answerToPass(page: Page, { question, link }: Change): Promise<void> {
  const section = page.locator(`section[aria-labelledby="question-${question.quotaId}"]`);
  await section.scrollIntoViewIfNeeded();
  if (link.quotaKind === 'NUMBER') {
    const value = link.operator === 'GT' ? link.value! + 1 : link.operator === 'LT' ? link.value! - 1 : link.value!;
    await section.getByRole('textbox').fill(String(value));
    return;
  }
  const wanted = link.operator === 'ALL' ? link.optionIds : link.optionIds.slice(0, 1);
  // Multiple choice: start from nothing, then pick what the link asks for.
  const clear = section.getByRole('button', { name: /^清除/ });
  if (question.kind === 'MULTI' && (await clear.count())) await clear.click();
  for (const id of wanted) {
    const label = question.options.find((o) => o.id === id)!.label;
    await section.getByText(label, { exact: true }).click();
  }
}

test.describe('policy matching', () => {
  test.setTimeout(150_000);

  test('the ORG user quick-matches: ranked as the server ranks, explained from its profile; one changed answer re-ranks', async ({ page, request }) => {
    await loginAs(page, ORG_USER);
    const api = await apiOf(page, request);
    const profile = await api.get<ProfileAnswers>(`${API}/my_profile_answers?sysid=1`);
    expect(profile.orgId).not.toBeNull();
    expect(profile.answers.length).toBeGreaterThan(0);

    await page.goto('/innoweb/policy/quickMatch');
    await expect(page.getByText(`正在为「${profile.orgName}」匹配政策`)).toBeVisible();
    // The key questions arrive prefilled from the organisation record.
    await expect(page.getByText(/企业信息：.+（已自动带出，可修改）/).first()).toBeVisible();
    await page.getByRole('button', { name: '立即匹配' }).click();
    const first = await openResult(page, api);
    expect(hopeful(first.result).length).toBeGreaterThan(0);
    // The demo enterprise starts from its saved answers: several policies fully match, and every
    // card's figures agree with its verdict (可能匹配 never counts a 不符合).
    expect(first.result.summary.matchedCount).toBeGreaterThanOrEqual(4);
    for (const p of hopeful(first.result)) {
      if (p.matchLevel === 'POSSIBLE') expect(p.failed).toBe(0);
      await expect(card(page, p.title).getByText(`符合 ${p.passed} · 不符合 ${p.failed} · 待确认 ${p.unknown}`)).toBeVisible();
    }

    // Every condition decided from the record says so, with what the record holds, and its verdict word.
    const fromProfile = first.result.policies.flatMap((p) => p.items.flatMap((i) => i.conditions.flatMap((c) => c.quotas))).filter((q) => q.source === 'PROFILE');
    expect(fromProfile.length).toBeGreaterThan(0);
    for (const q of fromProfile) {
      const display = profile.answers.find((a) => a.quotaId === q.quotaId)!.display;
      expect(q.explanation).toContain(`${display}（据企业信息）`);
      expect(q.explanation.endsWith(q.verdict === 'PASS' ? '，符合' : '，不符合')).toBe(true);
    }
    // The top card is unfolded: its conditions with their explanations.
    const top = hopeful(first.result)[0]!;
    for (const condition of top.items.flatMap((i) => i.conditions)) {
      await expect(card(page, top.title).getByText(condition.explanation, { exact: true }).first()).toBeVisible();
    }
    // The figures lead to their buckets, consistent with the ranking.
    await page.getByRole('navigation', { name: '匹配结果分类' }).getByRole('link', { name: /完全匹配/ }).click();
    await expect(page).toHaveURL(new RegExp(`/innoweb/policy/policyNum/${first.id}\\?bucket=MATCHED$`));
    const matched = first.result.policies.filter((p) => p.matchLevel === 'MATCHED').map((p) => p.title);
    await expect.poll(() => page.getByRole('region', { name: '完全匹配' }).locator('article').evaluateAll((c) => c.map((a) => a.getAttribute('aria-label')))).toEqual(matched);
    await page.getByRole('tab', { name: /^免申即享/ }).click();
    const granted = first.result.policies.filter((p) => p.autoGranted).map((p) => p.title);
    await expect.poll(() => page.getByRole('region', { name: '免申即享' }).locator('article').evaluateAll((c) => c.map((a) => a.getAttribute('aria-label')))).toEqual(granted);

    // Change the one answer that decides a policy, on 我的答案, and run again.
    const questionnaire = await api.get<Questionnaire>(`${API}/questions?sysid=1`);
    const change = await findChange(api, first.result, questionnaire);
    await page.goto('/innoweb/policy/answer');
    await expect(page.getByRole('button', { name: '重新匹配' })).toBeVisible();
    await answerToPass(page, change);
    await page.getByRole('button', { name: '重新匹配' }).click();
    const second = await openResult(page, api);
    expect(second.id).not.toBe(first.id);

    const after = second.result.policies.find((p) => p.policyId === change.policy.policyId)!;
    const condition = after.items.flatMap((i) => i.conditions).find((c) => c.conditionId === change.conditionId)!;
    expect(condition.verdict).toBe('PASS');
    expect(condition.quotas[0]!.source).toBe('ANSWER');
    // An apply item now passes: the policy moves up a tier and up the list.
    expect(LEVEL_RANK[after.matchLevel]).toBeLessThan(LEVEL_RANK[change.policy.matchLevel]);
    expect(['MATCHED', 'PARTIAL']).toContain(after.matchLevel);
    const before = first.result.policies.findIndex((p) => p.policyId === after.policyId);
    expect(second.result.policies.findIndex((p) => p.policyId === after.policyId)).toBeLessThan(before);
    // The top card comes unfolded; any other is unfolded here.
    const unfold = card(page, after.title).getByRole('button', { name: '查看条件明细' });
    if (await unfold.count()) await unfold.click();
    await expect(card(page, after.title).getByText(condition.explanation, { exact: true })).toBeVisible();
    // Both tests are in my records, newest first.
    await page.goto('/innoweb/policy/record');
    const records = page.getByRole('region', { name: '测评记录' }).locator('article');
    await expect(records.first().getByRole('link')).toHaveAttribute('href', `/innoweb/policy/record/${second.id}`);
  });

  test('a signed-in person reloading a personal policy screen never sees 请先登录 while the session is restored', async ({ page, request }) => {
    await loginAs(page, ORG_USER);
    const api = await apiOf(page, request);
    await api.post(`${API}/quick_match?sysid=1`, { answers: [] });
    const records = await api.get<ListAnswer<{ id: number }>>(`${API}/list_test_records?sysid=1&pagenum=1&size=1`);
    const id = records.list[0]!.id;
    // Anything the page ever draws is watched from its first moment: a prompt shown for an instant counts.
    await page.addInitScript(() => {
      const seen = () => document.body?.innerText.includes('请先登录') && sessionStorage.setItem('saw-login-prompt', '1');
      new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const screens: [string, Locator][] = [
      ['/innoweb/policy/quickMatch', page.getByRole('button', { name: '立即匹配' })],
      ['/innoweb/policy/record', page.getByRole('region', { name: '测评记录' }).locator('article').first()],
      [`/innoweb/policy/record/${id}`, page.getByRole('button', { name: '查看作答' })],
    ];
    for (const [path, settled] of screens) {
      await page.goto(path);
      await page.reload();
      await expect(settled).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('saw-login-prompt')), path).toBeNull();
    }
  });

  test('an operator adds a policy, builds its apply tree, publishes it; the public list shows it; the second park never does', async ({ page, request, browser }, testInfo) => {
    const title = `园区数字化改造专项资金${Date.now()}`;
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/policy/add');
    await page.getByRole('textbox', { name: '政策标题' }).fill(title);
    await page.getByRole('textbox', { name: '发文单位' }).fill('园区管委会经济发展局');
    await page.getByText('区级', { exact: true }).click();
    for (const field of ['发文日期', '有效期开始']) {
      await page.getByRole('button', { name: new RegExp(`^${field}：`) }).click();
      await confirmPicker(page, field);
    }
    await page.getByRole('textbox', { name: '政策内容' }).fill('对实施数字化改造的园区企业，按设备投入给予补助。\n\n每家企业最高补助 50 万元。');
    await page.getByRole('button', { name: '保存并配置申报事项' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/policyEdit\?id=\d+$/);
    const id = Number(/id=(\d+)$/.exec(page.url())![1]);

    // The apply tree: an item with an award and a condition linked to a quota.
    await page.getByRole('button', { name: '+ 添加申报事项' }).click();
    const popup = page.locator('.adm-popup-body');
    await popup.getByRole('textbox', { name: '申报事项名称' }).fill('数字化改造设备补助');
    await popup.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('数字化改造设备补助')).toBeVisible();
    await page.getByRole('button', { name: '+ 添加奖补' }).click();
    await popup.getByRole('textbox', { name: '奖补名称' }).fill('设备投入补助');
    await popup.getByRole('textbox', { name: '最高金额' }).fill('50');
    await popup.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(/设备投入补助 50万元/).first()).toBeVisible();
    await page.getByRole('button', { name: '+ 添加条件' }).click();
    await popup.getByRole('textbox', { name: '申报条件' }).fill('注册在本园区的企业');
    await popup.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('未关联指标：匹配时该条件显示为“待确认”')).toBeVisible();
    await page.getByRole('button', { name: '+ 关联指标' }).click();
    await popup.getByRole('button', { name: /^指标：/ }).click();
    await confirmPicker(page, '指标');
    await popup.getByRole('group', { name: '比较方式' }).or(popup.locator('.adm-selector')).first().locator('.adm-selector-item').first().click();
    const threshold = popup.getByRole('textbox', { name: '阈值' });
    if (await threshold.count()) await threshold.fill('1');
    else await popup.locator('.adm-selector').nth(1).locator('.adm-selector-item').first().click();
    await popup.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('未关联指标：匹配时该条件显示为“待确认”')).toHaveCount(0);

    // What the editor built is the tree the server keeps.
    const api = await apiOf(page, request);
    const tree = await api.get<ApplyTree>(`${API}/getApplyTreeByPolicyId/${id}?sysid=1`);
    expect(tree.items).toHaveLength(1);
    expect(tree.items[0]!.awards.map((a) => [a.name, a.amount])).toEqual([['设备投入补助', 50]]);
    expect(tree.items[0]!.conditions[0]!.quotas).toHaveLength(1);
    const linkText = tree.items[0]!.conditions[0]!.quotas[0]!.text;
    await expect(page.getByText(linkText)).toBeVisible();

    // Not public while it waits for review.
    const visitor = await (await newPhone(browser, testInfo)).newPage();
    await visitor.goto(`/innoweb/policy/detail/${id}`);
    await expect(visitor.getByText('政策不存在或已下线')).toBeVisible();

    // Review: preview, then 发布.
    await page.getByRole('button', { name: '预览并审核' }).click();
    await expect(page).toHaveURL(new RegExp(`/innoweb/policy/preview\\?id=${id}$`));
    await expect(page.getByText('预览：该政策待审核，发布后企业将看到如下内容')).toBeVisible();
    await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '发布' }).click();
    await answerDialog(page, '发布');
    await expect(page.getByText('该政策已发布，企业看到的即为如下内容')).toBeVisible();
    await page.goto(`/innoweb/op/policyManage?state=JOINT&search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // The public library lists it; its detail shows the apply tree.
    await visitor.goto(`/innoweb/policy/list?search=${encodeURIComponent(title)}`);
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await visitor.getByText('数字化改造设备补助').click();
    await expect(visitor.getByText(linkText)).toBeVisible();

    // The second park: none of the first park's policies, by list, search or id.
    const firstPark = await api.get<ListAnswer<PolicyListItem>>(`${API}/listpolices?sysid=1&size=100&validity=ALL`);
    const other = await (await newPhone(browser, testInfo)).newPage();
    await signIn(other, SECOND_PARK_OPERATOR, demo2);
    await other.goto(`${demo2}/innoweb/op/policyManage`);
    await expect(other.getByText(/共 \d+ 条|暂无政策/)).toBeVisible();
    // Titles may repeat across parks (a national policy in both); the records never do.
    const shownIds = (await other.locator('article h3 a').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))).map((href) => Number(/id=(\d+)/.exec(href)?.[1]));
    expect(shownIds.length).toBeGreaterThan(0);
    expect(shownIds.filter((shownId) => firstPark.list.some((p) => p.id === shownId))).toEqual([]);
    await other.goto(`${demo2}/innoweb/op/policyManage?search=${encodeURIComponent(title)}`);
    await expect(other.getByText('暂无政策')).toBeVisible();
    await other.goto(`${demo2}/innoweb/policy/detail/${id}`);
    await expect(other.getByText('政策不存在或已下线')).toBeVisible();
    // The second park's API, reached by its host name (Node does not resolve *.localhost: the Host header says it).
    const key = await other.locator('meta[name="innoweb-rsa-public-key"]').getAttribute('content');
    const token = (await other.context().cookies(demo2)).find((c) => c.name.endsWith('_token'))?.value;
    const response = await request.get(`${process.env.E2E_BASE_URL!}${API}/listpolices?sysid=2&size=100&validity=ALL`, {
      headers: { ...signedHeaders(`-----BEGIN PUBLIC KEY-----\n${key!}\n-----END PUBLIC KEY-----\n`, 2, token), host: `demo2.localhost:${process.env.E2E_PORT!}` },
    });
    const theirs = ((await response.json()) as { data: ListAnswer<PolicyListItem> }).data;
    expect(theirs.total).toBeGreaterThan(0);
    const ours = new Set(firstPark.list.map((p) => p.id));
    expect(theirs.list.filter((p) => ours.has(p.id))).toEqual([]);
  });
});

test.describe('policy administration', () => {
  test.setTimeout(120_000);

  test('an operator keeps the quota system: a type, a quota with options, duplicates refused, state, order, deletion', async ({ page, request }) => {
    const stamp = String(Date.now()).slice(-6);
    const typeName = `数字化${stamp}`;
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/policy/indicator');
    await page.getByRole('button', { name: '新增类型' }).click();
    const popup = page.locator('.adm-popup-body:visible').last();
    // An existing type's name is refused before saving.
    await popup.getByRole('textbox', { name: '指标类型名称' }).fill('基本信息');
    await popup.getByRole('textbox', { name: '指标类型名称' }).blur();
    await expect(popup.getByText('已有同名指标类型')).toBeVisible();
    await popup.getByRole('textbox', { name: '指标类型名称' }).fill(typeName);
    await popup.getByRole('button', { name: '保存' }).click();
    await page.getByRole('navigation', { name: '指标类型' }).getByText(typeName).click();
    await expect(page.getByRole('heading', { name: `${typeName}（0 个指标）` })).toBeVisible();

    await page.getByRole('button', { name: '+ 新增指标' }).click();
    const quotaName = `上云设备数${stamp}`;
    await popup.getByRole('textbox', { name: '指标名称' }).fill('所属行业');
    await popup.getByRole('textbox', { name: '指标名称' }).blur();
    await expect(popup.getByText('已有同名指标，指标名称在园区内不能重复')).toBeVisible();
    await popup.getByRole('textbox', { name: '指标名称' }).fill(quotaName);
    await popup.getByRole('textbox', { name: '问题' }).fill('贵单位上云的业务系统属于哪些？');
    await popup.getByRole('textbox', { name: '选项' }).fill('财务\n财务\n生产');
    await popup.getByRole('button', { name: '保存' }).click();
    await expect(popup.getByText('选项不能重复')).toBeVisible();
    await popup.getByRole('textbox', { name: '选项' }).fill('财务\n生产\n销售');
    await popup.getByRole('button', { name: '保存' }).click();
    const quota = page.getByRole('article', { name: quotaName });
    await expect(quota.getByText('财务、生产、销售')).toBeVisible();

    // Options: one more, then the order changes.
    await quota.getByRole('button', { name: '选项' }).click();
    const options = page.locator('.adm-popup-body:visible').first();
    await options.getByRole('button', { name: '添加选项' }).click();
    await page.locator('.adm-popup-body:visible').last().getByRole('textbox', { name: '选项' }).fill('研发');
    await page.locator('.adm-popup-body:visible').last().getByRole('button', { name: '保存' }).click();
    await expect(options.getByText('研发', { exact: true })).toBeVisible();
    await options.getByRole('button', { name: '上移研发' }).click();
    await options.getByRole('button', { name: '完成' }).click();
    await expect(quota.getByText('财务、生产、研发、销售')).toBeVisible();

    // A second quota, then order and state.
    await page.getByRole('button', { name: '+ 新增指标' }).click();
    await popup.getByRole('textbox', { name: '指标名称' }).fill(`上云投入${stamp}`);
    await popup.getByText('数值', { exact: true }).click();
    await popup.getByRole('textbox', { name: '单位' }).fill('万元');
    await popup.getByRole('button', { name: '保存' }).click();
    const cards = page.getByRole('region', { name: `${typeName}的指标` }).getByRole('article');
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: `上移上云投入${stamp}` }).click();
    await expect(cards.first()).toHaveAccessibleName(`上云投入${stamp}`);
    await page.getByRole('switch', { name: `启用${quotaName}` }).click();

    const api = await apiOf(page, request);
    const types = await api.get<{ id: number; name: string }[]>(`${API}/quota_type_list?sysid=1`);
    const type = types.find((t) => t.name === typeName)!;
    await expect
      .poll(async () => (await api.get<{ name: string; state: string; options: { label: string }[] }[]>(`${API}/quotas_of_type?typeId=${type.id}&sysid=1`)).map((q) => [q.name, q.state, q.options.map((o) => o.label).join('、')]))
      .toEqual([
        [`上云投入${stamp}`, 'ENABLE', ''],
        [quotaName, 'DISABLE', '财务、生产、研发、销售'],
      ]);
    // A disabled quota is not asked.
    const questions = await api.get<Questionnaire>(`${API}/questions?sysid=1`);
    expect(questions.groups.flatMap((g) => g.questions).some((q) => q.name === quotaName)).toBe(false);

    // A type with quotas cannot go; deleting its quotas (confirmed) lets it.
    await page.getByRole('button', { name: '删除类型' }).click();
    await expect(page.getByText(`“${typeName}”下还有 2 个指标，请先删除或移走这些指标。`)).toBeVisible();
    await answerDialog(page, '知道了');
    for (const name of [quotaName, `上云投入${stamp}`]) {
      await page.getByRole('article', { name }).getByRole('button', { name: '删除' }).click();
      await answerDialog(page, '删除');
      await expect(page.getByRole('article', { name })).toHaveCount(0);
    }
    await page.getByRole('button', { name: '删除类型' }).click();
    await answerDialog(page, '删除');
    await expect(page.getByRole('navigation', { name: '指标类型' }).getByText(typeName)).toHaveCount(0);
  });
});

test.describe('policy review', () => {
  test.setTimeout(120_000);

  test('an operator refuses a policy with a reason, corrects its guide, and deletes it after confirming', async ({ page, request }) => {
    await loginAs(page, OPERATOR);
    const api = await apiOf(page, request);
    // A policy of this test's own, waiting for review.
    const title = `园区楼宇经济扶持办法${Date.now()}`;
    const created = await api.post<{ id: number }>(`${API}/add_policy?sysid=1`, {
      title,
      issuer: '园区管委会',
      level: 'PARK',
      content: '对新引进的总部企业给予办公用房补贴，每年最高 100 万元。',
      publishDate: '2025-01-02',
      startDate: '2025-01-02',
    });
    const policy = { id: created.id, title };
    await page.goto(`/innoweb/policy/preview?id=${policy.id}`);
    await expect(page.getByRole('heading', { name: policy.title })).toBeVisible();
    await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '不通过' }).click();
    await page.getByRole('button', { name: '确定不通过' }).click();
    await expect(page.getByText('请填写审核意见')).toBeVisible();
    await page.getByPlaceholder(/请填写审核意见/).fill('申报对象表述不清，请补充注册地要求');
    await page.getByRole('button', { name: '确定不通过' }).click();
    await expect(page.getByText('审核意见：申报对象表述不清，请补充注册地要求').first()).toBeVisible();
    await expect(page.getByText('预览：该政策审核未通过，修改后可重新提交审核')).toBeVisible();

    // The guide is corrected: back to 待审核 with the new text.
    await page.goto(`/innoweb/op/policy/guideEdit?id=${policy.id}`);
    await expect(page.getByText(/当前审核不通过，保存后将重新进入待审核/)).toBeVisible();
    await page.getByRole('textbox', { name: '申报对象' }).fill('工商注册和税务征管关系均在本园区的企业。');
    await page.getByRole('textbox', { name: '联系电话' }).fill('abc');
    await page.getByRole('textbox', { name: '联系电话' }).blur();
    await expect(page.getByText('联系电话格式不正确（手机或带区号的座机）')).toBeVisible();
    await page.getByRole('textbox', { name: '联系电话' }).fill('0512-66680000');
    await page.getByRole('button', { name: '保存指南' }).click();
    await expect(page).toHaveURL(/\/innoweb\/op\/policy\/guideManage$/);
    const saved = await api.get<PolicyListItem & { eligible: string; contactPhone: string }>(`${API}/policy_detail?id=${policy.id}&sysid=1`);
    expect([saved.state, saved.eligible, saved.contactPhone, saved.title]).toEqual(['CHECK', '工商注册和税务征管关系均在本园区的企业。', '0512-66680000', policy.title]);

    // Deleting asks first; 取消 keeps it.
    await page.goto(`/innoweb/op/policyManage?state=CHECK&search=${encodeURIComponent(policy.title)}`);
    const row = page.locator('article', { has: page.getByRole('link', { name: policy.title }) });
    await row.getByRole('button', { name: '删除' }).click();
    await answerDialog(page, '取消');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '删除' }).click();
    await answerDialog(page, '删除');
    await expect(page.getByText('暂无政策')).toBeVisible();
    await page.goto(`/innoweb/policy/preview?id=${policy.id}`);
    await expect(page.getByText('政策不存在或尚未发布')).toBeVisible();
  });
});

test.describe('policy reads offline', () => {
  test.setTimeout(120_000);
  const own = ownServerOfDescribe();

  test('Policy list and detail are readable offline after one online visit', async ({ browser, request }, testInfo) => {
    const server = own!;
    const context = await newPhone(browser, testInfo);
    const page = await context.newPage();
    await page.goto(`${server.url}/innoweb/policy/list`);
    expect(await workerControls(page)).toBe(true);
    const api = await signedApi(page, request);
    const { list } = await api.get<ListAnswer<PolicyListItem>>(`${server.url}${API}/listpolices?sysid=1&pagenum=1&size=20`);
    const policy = list[0]!;
    // Online once (after the worker took control): the list, then a detail with its apply tree.
    await page.reload();
    await expect(page.getByRole('link', { name: policy.title })).toBeVisible();
    await page.getByRole('link', { name: policy.title }).click();
    await expect(page.getByRole('heading', { name: policy.title })).toBeVisible();
    await expect(page.getByText(/^申报事项（\d+）$/)).toBeVisible();

    await server.stop();
    await page.goto(`${server.url}/innoweb/policy/list`);
    await expect(page.getByRole('link', { name: policy.title })).toBeVisible();
    await page.goto(`${server.url}/innoweb/policy/detail/${policy.id}`);
    await expect(page.getByRole('heading', { name: policy.title })).toBeVisible();
    await expect(page.getByText(/^申报事项（\d+）$/)).toBeVisible();
    await server.start();
    await context.close();
  });
});
