import { describe, expect, it } from 'vitest';
import type { ProfileAnswers, Questionnaire, TestDetail } from '@common/policy';
import { profileAnswers, profileDisplay, testAnswers, toGroups, toMatchAnswers } from './match-model';

const questionnaire: Questionnaire = {
  questionCount: 3,
  groups: [
    {
      typeId: 1,
      typeName: '基本情况',
      indexnumber: 1,
      questions: [
        { quotaId: 10, typeId: 1, name: '所属行业', question: '', kind: 'SINGLE', unit: '', hint: '', profileField: 'industry', indexnumber: 1, options: [{ id: 101, quotaId: 10, label: '新材料', indexnumber: 1 }, { id: 102, quotaId: 10, label: '生物医药', indexnumber: 2 }] },
        { quotaId: 11, typeId: 1, name: '企业资质', question: '企业具备哪些资质？', kind: 'MULTI', unit: '', hint: '', profileField: null, indexnumber: 2, options: [{ id: 111, quotaId: 11, label: '高新技术企业', indexnumber: 1 }] },
      ],
    },
    { typeId: 2, typeName: '经营', indexnumber: 2, questions: [{ quotaId: 20, typeId: 2, name: '研发投入占比', question: '', kind: 'NUMBER', unit: '%', hint: '', profileField: null, indexnumber: 1, options: [] }] },
  ],
};

describe('match model', () => {
  it('turns the questionnaire into question specs, asking the question or else the name', () => {
    const groups = toGroups(questionnaire);
    expect(groups.map((g) => g.title)).toEqual(['基本情况', '经营']);
    expect(groups[0]!.questions.map((q) => q.title)).toEqual(['所属行业', '企业具备哪些资质？']);
    expect(groups[0]!.questions[0]!.options).toEqual([{ value: 101, label: '新材料' }, { value: 102, label: '生物医药' }]);
    // A filter drops groups left empty.
    expect(toGroups(questionnaire, (q) => q.profileField !== null).map((g) => g.id)).toEqual([1]);
  });

  it('sends only answered questions, known options, one option for single choice', () => {
    const all = toGroups(questionnaire).flatMap((g) => g.questions);
    expect(
      toMatchAnswers(all, { 10: { optionIds: [102, 101, 999] }, 11: { optionIds: [] }, 20: { value: 3.5 }, 99: { value: 1 } }),
    ).toEqual([
      { quotaId: 10, optionIds: [102] },
      { quotaId: 20, value: 3.5 },
    ]);
  });

  it('reads the profile and a test record as answers', () => {
    const profile: ProfileAnswers = { orgId: 3, orgName: '示例科技', answers: [{ quotaId: 10, optionIds: [101], display: '新材料', profileField: 'industry' }] };
    expect(profileAnswers(profile)).toEqual({ 10: { optionIds: [101] } });
    expect(profileDisplay(profile, 10)).toBe('新材料');
    expect(profileDisplay(profile, 20)).toBe('');
    const test = {
      answers: [
        { quotaId: 10, quotaName: '所属行业', typeName: '基本情况', source: 'PROFILE', sourceLabel: '企业信息', optionIds: [101], value: null, display: '新材料' },
        { quotaId: 20, quotaName: '研发投入占比', typeName: '经营', source: 'ANSWER', sourceLabel: '问卷作答', optionIds: [], value: 4, display: '4%' },
      ],
    } as unknown as TestDetail;
    expect(testAnswers(test)).toEqual({ 10: { optionIds: [101] }, 20: { value: 4 } });
    expect(testAnswers(test, true)).toEqual({ 20: { value: 4 } });
  });
});

describe('answers equal to the organisation record', () => {
  it('are left to the server, so the result names the record as their source', () => {
    const all = toGroups(questionnaire).flatMap((g) => g.questions);
    const profile = { 10: { optionIds: [101] }, 20: { value: 3 } };
    expect(toMatchAnswers(all, { 10: { optionIds: [101] }, 20: { value: 4 }, 11: { optionIds: [111] } }, profile)).toEqual([
      { quotaId: 11, optionIds: [111] },
      { quotaId: 20, value: 4 },
    ]);
  });
});
