import { Type } from 'typebox';
import { IdParams, pageOf, paging, SearchText } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type InputOf, type ItemOf } from '../contract/endpoint.js';
import { SURVEY_STATUSES } from './rules.js';
import * as S from './schemas.js';

/**
 * 企业调查 (SPEC §2 /op/orgSurveyManage, /op/orgSurvey/detail/{id}, /user/answer): the park builds a
 * questionnaire, sends it to chosen enterprises, closes it and reads the results per question.
 * An enterprise's users read only the surveys sent to their enterprise and answer once for it,
 * editable until the survey closes. Operators need survey.manage (area.ts).
 */

export * from './rules.js';

const P = 'survey.manage';
const none = { none: '企业调查由园区统一发起，不归属某个经办人' };
const Changed = Type.Object({ id: Type.Integer() });
const statusFilter = Type.Optional(Type.Enum(['', ...SURVEY_STATUSES], { title: '状态', description: '空表示全部' }));

export const surveyContract = defineContract(
  { base: 'dpboot', tag: 'survey', module: '企业调查' },
  {
    list: {
      method: 'GET',
      path: 'survey/list',
      access: 'operator',
      permission: P,
      summary: '企业调查列表（运营）',
      dataScope: none,
      query: Type.Object({ status: statusFilter, search: SearchText(), ...paging }),
      answer: pageOf(S.SurveyRow),
    },
    detail: {
      method: 'GET',
      path: 'survey/detail/:id',
      access: 'operator',
      permission: P,
      summary: '一份调查问卷（运营）',
      params: IdParams,
      answer: S.SurveyDetail,
    },
    save: {
      method: 'POST',
      path: 'survey/save',
      access: 'operator',
      permission: P,
      summary: '新建或修改调查问卷（运营）',
      description: '无 id 为新建；仅草稿可修改。单选、多选题至少 2 个不重复的选项；填空、数值题没有选项。',
      body: S.SurveyInput,
      answer: Changed,
      message: '保存成功',
    },
    remove: {
      method: 'POST',
      path: 'survey/delete/:id',
      access: 'operator',
      permission: P,
      summary: '删除草稿（运营）',
      params: IdParams,
      answer: Changed,
      message: '删除成功',
    },
    send: {
      method: 'POST',
      path: 'survey/send/:id',
      access: 'operator',
      permission: P,
      summary: '发送调查（运营）',
      description: '草稿或进行中的调查：按指定企业、行业或企业类别选中本园区的企业，已发送过的企业不重复发送；草稿发送后进入进行中，题目不再修改。新收到的企业用户收到站内消息。',
      params: IdParams,
      body: S.SendInput,
      answer: Type.Object({ id: Type.Integer(), added: Type.Integer({ description: '本次新发送的企业数' }), sentCount: Type.Integer() }),
      message: '发送成功',
    },
    close: {
      method: 'POST',
      path: 'survey/close/:id',
      access: 'operator',
      permission: P,
      summary: '结束调查（运营）',
      description: '进行中 → 已结束：此后不再接受答卷，也不能修改已交的答卷。',
      params: IdParams,
      answer: Changed,
      message: '调查已结束',
    },
    targets: {
      method: 'GET',
      path: 'survey/targets/:id',
      access: 'operator',
      permission: P,
      summary: '调查的发送对象与答卷情况（运营）',
      dataScope: none,
      params: IdParams,
      query: Type.Object({ answered: Type.Optional(Type.Enum(['', 'YES', 'NO'], { title: '答卷情况' })), ...paging }),
      answer: pageOf(S.TargetRow),
    },
    orgOptions: {
      method: 'GET',
      path: 'survey/orgOptions',
      access: 'operator',
      permission: P,
      summary: '可发送的企业、行业与企业类别（运营）',
      description: '本园区企业的行业与企业类别，以及按名称搜索的企业（至多 20 家）。',
      query: Type.Object({ search: SearchText() }),
      answer: Type.Object({ industries: Type.Array(Type.String()), categories: Type.Array(Type.String()), orgs: Type.Array(S.OrgOption) }),
    },
    result: {
      method: 'GET',
      path: 'survey/result/:id',
      access: 'operator',
      permission: P,
      summary: '调查结果（运营）',
      description: '逐题统计：选择题各选项的企业数与占比（占答了该题的企业），数值题的平均值、最小值与最大值，填空题的回答。',
      params: IdParams,
      answer: S.SurveyResult,
    },
    exportResult: {
      method: 'POST',
      notLogged: 'an export sent as POST: it reads the results and changes nothing',
      path: 'survey/result/export',
      access: 'operator',
      permission: P,
      summary: '导出调查结果（运营）',
      description: '文件名 企业调查结果-{调查名称}.xlsx：逐题统计一页，每家企业的答卷一页。',
      body: Type.Object({ id: Type.Integer({ title: '调查', minimum: 1 }) }),
      answer: FILE,
    },
    mine: {
      method: 'GET',
      path: 'survey/mine',
      access: 'login',
      summary: '发给本企业的调查',
      description: '当前用户所在企业收到的调查（不含草稿），未答的在前。',
      query: Type.Object({ status: statusFilter, ...paging }),
      answer: pageOf(S.MySurveyRow),
    },
    paper: {
      method: 'GET',
      path: 'survey/paper/:id',
      access: 'login',
      summary: '一份调查问卷及本企业的答卷',
      description: '仅发给本企业的调查；其他企业与其他园区的用户得到 403。',
      params: IdParams,
      answer: S.Paper,
    },
    answer: {
      method: 'POST',
      path: 'survey/answer/:id',
      access: 'login',
      summary: '提交或修改本企业的答卷',
      description: '每家企业一份答卷，调查结束前可修改；必答题须作答。',
      params: IdParams,
      body: Type.Object({ answers: Type.Array(S.AnswerInput, { maxItems: 50 }) }),
      answer: Changed,
      message: '提交成功',
    },
  },
);

/** The answers' types, derived from the endpoints (a list's item, a read's answer, a write's input). */
export type SurveyRow = ItemOf<typeof surveyContract.list>;
export type SurveyDetail = AnswerOf<typeof surveyContract.detail>;
export type SurveyQuestion = SurveyDetail['questions'][number];
export type SurveyInput = InputOf<typeof surveyContract.save>;
export type QuestionInput = SurveyInput['questions'][number];
export type SendInput = Omit<InputOf<typeof surveyContract.send>, 'id'>;
export type TargetRow = ItemOf<typeof surveyContract.targets>;
export type SurveyResult = AnswerOf<typeof surveyContract.result>;
export type QuestionResult = SurveyResult['questions'][number];
export type MySurveyRow = ItemOf<typeof surveyContract.mine>;
export type SurveyPaper = AnswerOf<typeof surveyContract.paper>;
export type AnswerItem = SurveyPaper['answers'][number];
