import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  MatchResult,
  PolicyEnterpriseItem,
  ProfileAnswers,
  Questionnaire,
  TestDetail,
  TestRecordItem,
} from '../../../common/policy.js';
import { describeEachDialect } from '../../testing/databases.js';
import {
  addItem,
  BASE,
  buildWorld,
  call,
  createPolicy,
  must,
  policyForm,
  publish,
  setupQuotas,
  type QuotaSet,
  type World,
} from './test-helpers.js';

describeEachDialect('quick matching (%s)', (dialect) => {
  let w: World;
  let q: QuotaSet;
  let rdPolicy: number;
  let qualPolicy: number;
  let draft: number;
  beforeAll(async () => {
    w = await buildWorld(dialect);
    q = await setupQuotas(w);
    // R&D share ≥ 3 % and one invention patent: 50 万元.
    rdPolicy = await createPolicy(w, policyForm({ title: '研发投入奖励政策（匹配测试）' }));
    await addItem(w, rdPolicy, {
      name: '研发投入奖励',
      award: 50,
      links: [
        { quotaId: q.rd, operator: 'GTE', value: 3 },
        { quotaId: q.patents, operator: 'GTE', value: 1 },
      ],
    });
    await publish(w, rdPolicy);
    // High-tech enterprises registered in the park, 免申即享: 20 万元; a second item needs capital ≥ 1000.
    qualPolicy = await createPolicy(w, policyForm({ title: '高新技术企业奖励政策（匹配测试）' }));
    await addItem(w, qualPolicy, {
      name: '高企认定奖励',
      award: 20,
      autoGrant: true,
      links: [
        { quotaId: q.qual, operator: 'ANY', optionIds: [q.qualOptions['高新技术企业']] },
        { quotaId: q.inPark, operator: 'ANY', optionIds: [q.inParkOptions['是']] },
      ],
    });
    await addItem(w, qualPolicy, {
      name: '规模企业奖励',
      award: 100,
      links: [{ quotaId: q.capital, operator: 'GTE', value: 1000 }],
    });
    await publish(w, qualPolicy);
    // Not published: never matched.
    draft = await createPolicy(w, policyForm({ title: '未发布的政策（匹配测试）' }));
    await addItem(w, draft, { name: '草稿事项', award: 999, links: [] });
  });
  afterAll(() => w.t.close());

  it('serves the questionnaire publicly: enabled questions grouped by type in order', async () => {
    const form = await must<Questionnaire>(w, 'GET', `${BASE}/questions`);
    expect(form.questionCount).toBe(5);
    expect(form.groups).toHaveLength(1);
    expect(form.groups[0]?.questions.map((x) => x.name)).toEqual([
      '研发投入占比',
      '发明专利数',
      '企业资质',
      '注册地在园区',
      '注册资本',
    ]);
    expect(form.groups[0]?.questions[0]).toMatchObject({
      question: '上年度研发投入占营业收入的比例？',
      kind: 'NUMBER',
      unit: '%',
      options: [],
    });
    expect(form.groups[0]?.questions[2]?.options.map((o) => o.label)).toEqual([
      '高新技术企业',
      '科技型中小企业',
      '专精特新企业',
    ]);
    // Disabling and reordering changes it.
    await must(w, 'POST', `${BASE}/quota/updateState`, w.admin, { id: q.patents, state: 'DISABLE' });
    await must(w, 'POST', `${BASE}/quota/updateIndexnumber`, w.admin, { id: q.capital, indexnumber: 0 });
    const changed = await must<Questionnaire>(w, 'GET', `${BASE}/questions`);
    expect(changed.groups[0]?.questions.map((x) => x.name)).toEqual([
      '注册资本',
      '研发投入占比',
      '企业资质',
      '注册地在园区',
    ]);
    expect((await call(w, 'GET', `${BASE}/questioninfo?id=${q.patents}`)).body).toMatchObject({
      statusCode: 404,
      message: '题目不存在',
    });
    await must(w, 'POST', `${BASE}/quota/updateState`, w.admin, { id: q.patents, state: 'ENABLE' });
    await must(w, 'POST', `${BASE}/quota/updateIndexnumber`, w.admin, { id: q.capital, indexnumber: 5 });
    expect(await must(w, 'GET', `${BASE}/questioninfo?id=${q.rd}`)).toMatchObject({
      quotaId: q.rd,
      name: '研发投入占比',
    });
    expect(
      (await must<{ label: string }[]>(w, 'GET', `${BASE}/answers_of_question?id=${q.inPark}`)).map(
        (o) => o.label,
      ),
    ).toEqual(['是', '否']);
    // The second park has its own (empty) questionnaire.
    expect(await must(w, 'GET', `${BASE}/questions`, undefined, undefined, 2)).toEqual({
      groups: [],
      questionCount: 0,
    });
  });

  it('answers what it can from the organisation record', async () => {
    const profile = await must<ProfileAnswers>(w, 'GET', `${BASE}/my_profile_answers`, w.userA);
    expect(profile.orgId).toBe(w.orgA);
    expect(profile.answers).toEqual([
      {
        quotaId: q.qual,
        optionIds: [q.qualOptions['高新技术企业']],
        display: '高新技术企业',
        profileField: 'category',
      },
      { quotaId: q.inPark, optionIds: [q.inParkOptions['是']], display: '是', profileField: 'inPark' },
      { quotaId: q.capital, value: 500, display: '500万元', profileField: 'registerCapital' },
    ]);
    expect(await must(w, 'GET', `${BASE}/my_profile_answers`, w.individual)).toEqual({
      orgId: null,
      orgName: '',
      answers: [],
    });
    expect((await call(w, 'GET', `${BASE}/my_profile_answers`)).http).toBe(401);
  });

  it('matches, explains and ranks; changing an answer changes the ranking; saves a record each time', async () => {
    expect((await call(w, 'POST', `${BASE}/quick_match`, undefined, { answers: [] })).http).toBe(401);
    const first = await must<MatchResult>(w, 'POST', `${BASE}/quick_match`, w.userA, {
      answers: [{ quotaId: q.rd, value: 3.5 }],
    });
    expect(first.policies.map((p) => p.policyId)).toEqual([qualPolicy, rdPolicy]);
    const [qual, rd] = first.policies;
    expect(qual).toMatchObject({
      matchLevel: 'PARTIAL',
      matchLevelLabel: '部分匹配',
      estimatedAward: 20,
      autoGranted: true,
      passed: 2,
      failed: 1,
      total: 3,
    });
    expect(qual?.items[1]?.conditions[0]?.explanation).toBe(
      '注册资本 500万元（据企业信息），要求 ≥ 1000万元，不符合',
    );
    expect(rd).toMatchObject({ matchLevel: 'POSSIBLE', passed: 1, unknown: 1, estimatedAward: 0 });
    expect(rd?.items[0]?.conditions.map((c) => [c.verdict, c.explanation])).toEqual([
      ['PASS', '研发投入占比 3.5%，要求 ≥ 3%，符合'],
      ['UNKNOWN', '未填写发明专利数，无法判断，待确认'],
    ]);
    expect(first.summary).toEqual({
      policyCount: 2,
      matchedCount: 0,
      partialCount: 1,
      possibleCount: 1,
      autoGrantedCount: 1,
      totalAward: 20,
    });
    expect(first.policies.some((p) => p.policyId === draft)).toBe(false);

    const second = await must<MatchResult>(w, 'POST', `${BASE}/quick_match`, w.userA, {
      answers: [
        { quotaId: q.rd, value: 4 },
        { quotaId: q.patents, value: 2 },
      ],
    });
    expect(second.policies.map((p) => [p.policyId, p.matchLevel])).toEqual([
      [rdPolicy, 'MATCHED'],
      [qualPolicy, 'PARTIAL'],
    ]);
    expect(second.testId).toBeGreaterThan(first.testId);

    // The person's answer wins over the record; without the record nothing is assumed.
    const denied = await must<MatchResult>(w, 'POST', `${BASE}/quick_match`, w.userA, {
      answers: [{ quotaId: q.qual, optionIds: [] }],
      useProfile: false,
    });
    const deniedQual = denied.policies.find((p) => p.policyId === qualPolicy);
    // The first item fails; the second (capital) is unknown without the record: an unmet
    // condition is never 可能匹配.
    expect(deniedQual).toMatchObject({ matchLevel: 'UNMATCHED', failed: 1, unknown: 2 });
    expect(deniedQual?.items[0]?.conditions[0]?.explanation).toBe(
      '企业资质：无，要求为高新技术企业，不符合',
    );
    expect(deniedQual?.items[0]?.conditions[1]?.verdict).toBe('UNKNOWN');

    // An individual matches on answers alone.
    const person = await must<MatchResult>(w, 'POST', `${BASE}/quick_match`, w.individual, {
      answers: [
        { quotaId: q.qual, optionIds: [q.qualOptions['高新技术企业'], q.qualOptions['专精特新企业']] },
        { quotaId: q.inPark, optionIds: [q.inParkOptions['是']] },
        { quotaId: q.capital, value: 2000 },
      ],
    });
    expect(person).toMatchObject({ orgId: null, orgName: '' });
    expect(person.policies[0]).toMatchObject({
      policyId: qualPolicy,
      matchLevel: 'MATCHED',
      estimatedAward: 120,
    });
  });

  it('refuses answers that do not fit the question, with the question named', async () => {
    const bad = async (answers: Record<string, unknown>[]) =>
      (await call(w, 'POST', `${BASE}/quick_match`, w.userA, { answers })).body;
    expect(
      await bad([{ quotaId: q.inPark, optionIds: [q.inParkOptions['是'], q.inParkOptions['否']] }]),
    ).toMatchObject({ statusCode: 400, message: '「注册地在园区」只能选择一项' });
    expect(await bad([{ quotaId: q.inPark, optionIds: [q.qualOptions['高新技术企业']] }])).toMatchObject({
      message: '「注册地在园区」的答案选项无效，请刷新问卷后重试',
    });
    expect(await bad([{ quotaId: q.rd, value: 'abc' }])).toMatchObject({ message: '答案数值格式不正确' });
    expect(await bad([{ value: 3 }])).toMatchObject({ message: '请填写题目' });
  });

  it('lists my records newest first with summaries; details for the owner and operators only', async () => {
    const mine = await must<{ list: TestRecordItem[]; total: number }>(
      w,
      'GET',
      `${BASE}/list_test_records?size=2`,
      w.userA,
    );
    expect(mine.total).toBe(3);
    expect(mine.list).toHaveLength(2);
    expect(mine.list[0]?.id).toBeGreaterThan(mine.list[1]?.id ?? 0);
    expect(mine.list[1]).toMatchObject({
      answerCount: 5,
      topPolicies: ['研发投入奖励政策（匹配测试）', '高新技术企业奖励政策（匹配测试）'],
    });
    const others = await must<{ list: TestRecordItem[]; total: number }>(
      w,
      'GET',
      `${BASE}/list_test_records`,
      w.individual,
    );
    expect(others.total).toBe(1);
    const id = mine.list[1]!.id;
    const detail = await must<TestDetail>(w, 'GET', `${BASE}/testdetail?id=${id}`, w.userA);
    expect(detail.orgId).toBe(w.orgA);
    expect(detail.answers.map((a) => [a.quotaName, a.source, a.display])).toEqual([
      ['研发投入占比', 'ANSWER', '4%'],
      ['发明专利数', 'ANSWER', '2件'],
      ['企业资质', 'PROFILE', '高新技术企业'],
      ['注册地在园区', 'PROFILE', '是'],
      ['注册资本', 'PROFILE', '500万元'],
    ]);
    expect(detail.result.policies[0]?.matchLevel).toBe('MATCHED');
    expect(detail.result.testId).toBe(id);
    expect((await call(w, 'GET', `${BASE}/testdetail?id=${id}`, w.individual)).body).toMatchObject({
      statusCode: 403,
      message: '只能查看自己的测评记录',
    });
    expect((await call(w, 'GET', `${BASE}/testdetail?id=${id}`, w.admin)).body.statusCode).toBe(200);
    expect((await call(w, 'GET', `${BASE}/testdetail?id=${id}`, w.admin2, undefined, 2)).body).toMatchObject({
      statusCode: 404,
      message: '测评记录不存在',
    });
  });

  it('lists, for operators, the organisations that tested a policy with their latest result', async () => {
    const list = await must<{ list: PolicyEnterpriseItem[]; total: number }>(
      w,
      'GET',
      `${BASE}/enterprise?id=${rdPolicy}`,
      w.admin,
    );
    expect(list.total).toBe(1);
    // Its latest test left R&D unanswered.
    expect(list.list[0]).toMatchObject({
      orgId: w.orgA,
      testCount: 3,
      matchLevel: 'POSSIBLE',
      matchLevelLabel: '可能匹配',
    });
    const matched = await must<{ total: number }>(
      w,
      'GET',
      `${BASE}/enterprise?id=${rdPolicy}&matchLevel=MATCHED`,
      w.admin,
    );
    expect(matched.total).toBe(0);
    expect(
      (await call(w, 'GET', `${BASE}/enterprise?id=${rdPolicy}&matchLevel=X`, w.admin)).body.message,
    ).toBe('匹配程度的取值无效');
    expect((await call(w, 'GET', `${BASE}/enterprise?id=${rdPolicy}`, w.userA)).http).toBe(403);
    expect(
      (await call(w, 'GET', `${BASE}/enterprise?id=${rdPolicy}`, w.admin2, undefined, 2)).body.statusCode,
    ).toBe(404);
  });

  it('counts a policy as matched in hot policies when it passes in a test', async () => {
    const hot = await must<{ id: number; matchCount: number }[]>(w, 'GET', `${BASE}/list_hot_polices`);
    // qualPolicy passed (PARTIAL or MATCHED) in three of the four tests; rdPolicy once.
    expect(hot.find((h) => h.id === qualPolicy)?.matchCount).toBe(3);
    expect(hot.find((h) => h.id === rdPolicy)?.matchCount).toBe(1);
    expect(hot[0]?.id).toBe(qualPolicy);
  });
});
