import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  MatchResult,
  PolicyListItem,
  ProfileAnswers,
  Questionnaire,
  TestDetail,
  TestRecordItem,
} from '../../../common/policy.js';
import { seedDemo } from '../../db/seed/index.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { SessionRepo } from '../../plugins/session-repo.js';
import { BASE } from './test-helpers.js';
import { parkHost } from '../../testing/call.js';

/**
 * The seeded demo park end to end: the demo enterprise user (13800000003), with the answers the
 * seed saved for it, gets a meaningful match (several policies fully match, some may match once it
 * answers the rest, some fail), answers move the ranking, and the library's reads and the match
 * stay fast.
 */
describeEachDialect('the demo policy library (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await seedDemo(t.database.db, { orgs: 40 });
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('phone', '=', '13800000003')
      .executeTakeFirstOrThrow();
    token = await new SessionRepo(t.database.db).create(1, user.id);
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string, auth = false, tenant = 1): Promise<T> => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...t.sign(tenant, auth ? token : undefined),
        host: parkHost(tenant),
      },
    });
    const body = res.json<{ statusCode: number; data: T; message: string }>();
    if (body.statusCode !== 200) throw new Error(body.message);
    return body.data;
  };
  const match = async (answers: Record<string, unknown>[]): Promise<MatchResult> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/quick_match`,
      headers: { ...t.sign(1, token), host: 'localhost' },
      payload: { answers },
    });
    return res.json<{ data: MatchResult }>().data;
  };

  let questions: Map<string, { quotaId: number; options: Map<string, number> }>;
  const number = (name: string, value: number) => ({ quotaId: questions.get(name)!.quotaId, value });
  const choose = (name: string, ...labels: string[]) => {
    const q = questions.get(name)!;
    return { quotaId: q.quotaId, optionIds: labels.map((l) => q.options.get(l)!) };
  };

  it('asks about twenty questions in five groups, and the demo enterprise’s record answers some', async () => {
    const form = await get<Questionnaire>(`${BASE}/questions`);
    expect(form.groups.map((g) => g.typeName)).toEqual([
      '基本信息',
      '知识产权',
      '研发投入',
      '资质荣誉',
      '经营状况',
    ]);
    expect(form.questionCount).toBeGreaterThanOrEqual(18);
    questions = new Map(
      form.groups.flatMap((g) =>
        g.questions.map((q) => [
          q.name,
          { quotaId: q.quotaId, options: new Map(q.options.map((o) => [o.label, o.id])) },
        ]),
      ),
    );
    const profile = await get<ProfileAnswers>(`${BASE}/my_profile_answers`, true);
    expect(profile.orgName).not.toBe('');
    expect(profile.answers.map((a) => a.profileField).sort()).toEqual([
      'category',
      'envRating',
      'inPark',
      'industry',
      'registerCapital',
      'setupYears',
    ]);
  });

  /** The demo enterprise's own answers, from the one test record the seed saved for it (read before any match). */
  let saved: Record<string, unknown>[] | undefined;
  const savedAnswers = async () => {
    if (saved) return saved;
    const records = await get<{ list: TestRecordItem[]; total: number }>(`${BASE}/list_test_records`, true);
    expect(records.total).toBe(1);
    expect(records.list[0]!.summary.matchedCount).toBeGreaterThanOrEqual(4);
    const seeded = await get<TestDetail>(`${BASE}/testdetail?id=${records.list[0]!.id}`, true);
    saved = seeded.answers
      .filter((a) => a.source === 'ANSWER')
      .map((a) => (a.value === null ? { quotaId: a.quotaId, optionIds: a.optionIds } : { quotaId: a.quotaId, value: a.value }));
    return saved;
  };
  const countLevels = (result: MatchResult) => (level: string) =>
    result.policies.filter((p) => p.matchLevel === level).length;

  it('fully matches the seeded demo enterprise with at least four policies, may match several and fails some', async () => {
    const saved = await savedAnswers();
    expect(saved.length).toBeGreaterThanOrEqual(10);
    const result = await match(saved);
    const count = countLevels(result);
    expect(count('MATCHED')).toBeGreaterThanOrEqual(4);
    expect(count('POSSIBLE')).toBeGreaterThanOrEqual(3);
    expect(count('UNMATCHED')).toBeGreaterThanOrEqual(3);
    // The figures shown agree with the verdicts: 完全匹配 has only met conditions, 可能匹配 no unmet one.
    expect(result.summary).toMatchObject({
      matchedCount: count('MATCHED'),
      partialCount: count('PARTIAL'),
      possibleCount: count('POSSIBLE'),
    });
    for (const p of result.policies) {
      if (p.matchLevel === 'MATCHED') expect([p.failed, p.unknown, p.passed]).toEqual([0, 0, p.total]);
      if (p.matchLevel === 'POSSIBLE') expect(p.failed === 0 && p.unknown > 0).toBe(true);
      if (p.matchLevel === 'UNMATCHED') expect(p.failed).toBeGreaterThan(0);
    }
    // Explained as a person would say it.
    const texts = result.policies.flatMap((p) => p.items.flatMap((i) => i.conditions.flatMap((c) => c.quotas)));
    expect(texts.map((q) => q.explanation)).toEqual(
      expect.arrayContaining([
        '研发投入占比 4.2%，要求 ≥ 3%，符合',
        '注册地在本园区：是（据企业信息），要求是，符合',
        '未填写首台（套）产品认定，无法判断，待确认',
      ]),
    );
  });

  it('gives the demo enterprise a mixed result that its answers change', async () => {
    const saved = await savedAnswers();
    const first = await match(saved);
    const levels = new Set(first.policies.map((p) => p.matchLevel));
    expect(levels).toEqual(new Set(['MATCHED', 'PARTIAL', 'POSSIBLE', 'UNMATCHED']));
    expect(first.summary.policyCount).toBeGreaterThanOrEqual(30);
    expect(first.summary.autoGrantedCount).toBeGreaterThan(0);
    const verdicts = new Set(
      first.policies.flatMap((p) => p.items.flatMap((i) => i.conditions.map((c) => c.verdict))),
    );
    expect(verdicts).toEqual(new Set(['PASS', 'FAIL', 'UNKNOWN']));
    // The 专精特新 enterprise enjoys the district's reward without applying; it is no 小巨人.
    const ladder = first.policies.find((p) => p.title === '滨江区专精特新企业梯度培育奖励办法');
    expect(ladder).toMatchObject({ matchLevel: 'PARTIAL', autoGranted: true, estimatedAward: 20, failed: 1 });
    const giant = () => first.policies.findIndex((p) => p.title === '杭州市专精特新“小巨人”企业奖励兑现办法');
    expect(first.policies[giant()]?.matchLevel).toBe('UNMATCHED');

    const becomeGiant = choose('专精特新“小巨人”', '是');
    const second = await match([...saved.filter((a) => a.quotaId !== becomeGiant.quotaId), becomeGiant]);
    const moved = second.policies.findIndex((p) => p.title === '杭州市专精特新“小巨人”企业奖励兑现办法');
    expect(second.policies[moved]).toMatchObject({
      matchLevel: 'MATCHED',
      estimatedAward: 100,
      autoGranted: true,
    });
    expect(moved).toBeLessThan(giant());
    expect(second.summary.totalAward).toBeGreaterThan(first.summary.totalAward);
  });

  it('keeps the second park’s library apart', async () => {
    const park2 = await get<{ list: PolicyListItem[]; total: number }>(
      `${BASE}/listpolices?size=100`,
      false,
      2,
    );
    const park1 = await get<{ list: PolicyListItem[]; total: number }>(`${BASE}/listpolices?size=100`);
    expect(park2.total).toBeGreaterThanOrEqual(5);
    expect(park1.total).toBeGreaterThanOrEqual(30);
    const ids = new Set(park1.list.map((p) => p.id));
    expect(park2.list.some((p) => ids.has(p.id))).toBe(false);
  });

  it('answers the list, the hot list and a match quickly', async () => {
    const time = async (run: () => Promise<unknown>) => {
      await run();
      const started = performance.now();
      for (let i = 0; i < 5; i++) await run();
      return (performance.now() - started) / 5;
    };
    const list = await time(() =>
      get(`${BASE}/listpolices?size=20&sort=HOT&search=${encodeURIComponent('企业')}`),
    );
    const hot = await time(() => get(`${BASE}/list_hot_polices`));
    const quick = await time(() => match([number('研发投入占比', 4.2)]));
    if (process.env.POLICY_TIMINGS) console.warn({ list, hot, quick });
    // Generous bounds for a shared test machine; typical figures are a few milliseconds.
    expect(list).toBeLessThan(150);
    expect(hot).toBeLessThan(150);
    expect(quick).toBeLessThan(400);
  });
});
