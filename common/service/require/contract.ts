import { Type } from 'typebox';
import { DateText, IdParams, Nullable, pageOf, paging, SearchText, sortFields } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type InputOf, type ItemOf } from '../../contract/endpoint.js';
import { SERVICE_LIMITS as L } from '../rules.js';
import * as S from '../schemas.js';

/**
 * 服务需求 (SPEC §2 /user/serviceRequire, /op/serviceRequireManage, /op/serviceRequire/detail/{id}):
 * an enterprise posts what it needs; the park's service organisations answer it (a plan and a
 * quote); the enterprise (or the park's service desk) chooses one, and the enterprise confirms it
 * solved or closes it. The park follows every requirement (跟进记录) and exports the ledger.
 */

export const REQUIRE_SORTS = ['createdAt', 'updatedAt', 'budget', 'answers'] as const;
const Budget = Nullable(Type.Integer({ title: '预算（元）', minimum: 0, maximum: L.budgetMax, description: '整数元；null 为面议' }));

const requireFields = {
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  content: Type.String(),
  budget: Budget,
  deadline: Type.String({ description: '期望完成日期 YYYY-MM-DD，空为不限' }),
  orgId: Type.Integer(),
  orgName: Type.String(),
  contactName: Type.String({ description: '选定的服务机构、园区与企业自己可见；其他机构为空' }),
  contactPhone: Type.String(),
  status: S.CaseStatusSchema,
  statusLabel: Type.String(),
  outcome: Type.String({ description: '确认解决时写下的结果' }),
  assignedId: Nullable(Type.Integer({ description: '选定的服务机构' })),
  assignedName: Type.String(),
  answers: Type.Integer({ description: '应答的服务机构数' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
export const RequireItem = Type.Object(requireFields);

export const AnswerItem = Type.Object({
  id: Type.Integer(),
  providerId: Type.Integer(),
  providerName: Type.String(),
  plan: Type.String(),
  quote: Nullable(Type.Integer({ description: '报价（元）；null 为面议' })),
  period: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  picked: Type.Boolean(),
  createdAt: Type.String(),
});

const filters = { ...S.caseFilters, providerId: Type.Optional(Type.Integer({ title: '选定的服务机构', minimum: 1 })) };
const hallScope = Type.Optional(Type.Enum(['open', 'mine'], { title: '范围', description: 'open 待对接的需求 / mine 本机构应答过的需求' }));

export const requireContract = defineContract(
  { base: 'dpboot', tag: 'service', module: '科技服务' },
  {
    save: {
      method: 'POST',
      path: 'service/require/save',
      access: 'login',
      summary: '发布或修改服务需求（认证企业的用户）',
      description: '无 id 为发布；发布后为待对接，园区的服务机构可以应答。只有待对接的需求可以修改。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '编号', minimum: 1 })),
        title: Type.String({ title: '需求名称', minLength: L.titleMin, maxLength: L.titleMax }),
        category: S.CategorySchema,
        content: Type.String({ title: '需求描述', minLength: L.textMin, maxLength: L.textMax }),
        budget: Budget,
        deadline: Type.Union([DateText('期望完成日期'), Type.Literal('')], { title: '期望完成日期' }),
        contactName: S.ContactName,
        contactPhone: S.Phone,
      }),
      answer: S.CaseChanged,
      message: '需求已发布',
    },
    mine: {
      method: 'GET',
      path: 'service/require/mine',
      access: 'login',
      summary: '本企业的服务需求',
      query: Type.Object({ status: S.CaseStatusFilter, ...paging }),
      answer: pageOf(RequireItem),
    },
    hall: {
      method: 'GET',
      path: 'service/require/hall',
      access: 'login',
      summary: '需求大厅（服务机构）',
      description: 'open：本园区待对接的需求；mine：本机构应答过或被选定的需求。企业联系方式只对选定的机构可见。',
      query: Type.Object({ scope: hallScope, category: S.CategoryFilter, search: Type.Optional(SearchText()), ...paging }),
      answer: pageOf(RequireItem),
    },
    detail: {
      method: 'GET',
      path: 'service/require/detail/:id',
      access: 'login',
      summary: '服务需求详情、应答与办理记录',
      description: '发布企业、持有“服务申请”权限的运营人员、服务机构（待对接的需求，或本机构应答过的）可看；其他企业为无权查看。',
      params: IdParams,
      answer: Type.Object({
        ...requireFields,
        answerList: Type.Array(AnswerItem, { description: '企业与园区看到全部应答；服务机构只看到自己的' }),
        trail: Type.Array(S.CaseStepRow),
        steps: Type.Array(S.CaseStepSchema),
        canEdit: Type.Boolean(),
        canAnswer: Type.Boolean(),
        canPick: Type.Boolean(),
      }),
    },
    answer: {
      method: 'POST',
      path: 'service/require/answer/:id',
      access: 'login',
      summary: '应答服务需求（服务机构）',
      description: '对待对接的需求给出服务方案与报价；每家机构一份应答，再次提交为修改。发布企业收到消息。',
      params: IdParams,
      body: Type.Object({
        plan: Type.String({ title: '服务方案', minLength: L.textMin, maxLength: L.textMax }),
        quote: Nullable(Type.Integer({ title: '报价（元）', minimum: 0, maximum: L.budgetMax })),
        period: Type.String({ title: '服务周期', maxLength: 40 }),
        contactName: S.ContactName,
        contactPhone: S.Phone,
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '应答已提交',
    },
    pick: {
      method: 'POST',
      path: 'service/require/pick/:id',
      access: 'login',
      summary: '选定应答的服务机构（发布企业或园区）',
      description: '需求转为对接中；选定的机构与企业收到消息。对接中可以改选。',
      params: IdParams,
      body: Type.Object({ answerId: Type.Integer({ title: '应答', minimum: 1 }), note: Type.Optional(S.Note()) }),
      answer: S.CaseChanged,
      message: '已选定服务机构',
    },
    step: {
      method: 'POST',
      path: 'service/require/step/:id',
      access: 'login',
      summary: '办理服务需求：跟进记录、确认解决、关闭需求',
      description: '发布企业确认解决（对接中）或关闭需求；园区记录跟进、确认解决或关闭；选定的机构记录跟进。确认解决与关闭须写明说明（2–200 字）。',
      params: IdParams,
      body: Type.Object({ step: S.CaseStepSchema, note: Type.Optional(S.Note()) }),
      answer: S.CaseChanged,
      message: '办理成功',
    },
    list: {
      method: 'GET',
      path: 'service/require/list',
      access: 'operator',
      permission: 'service.apply',
      summary: '服务需求（运营）',
      description: '按状态、类别、选定的机构、关键词（需求、企业）与发布日期筛选。',
      dataScope: { none: '服务需求由企业发布给全园区的服务机构，不归属某个经办人' },
      query: Type.Object({ ...filters, ...paging, ...sortFields(REQUIRE_SORTS) }),
      answer: pageOf(RequireItem),
    },
    ...S.caseDeskEndpoints('service/require', { noun: '服务需求', ledger: '服务需求', selected: '所选需求', filters }),
  },
);

export type RequireRow = ItemOf<typeof requireContract.list>;
export type RequireDetail = AnswerOf<typeof requireContract.detail>;
export type RequireInput = InputOf<typeof requireContract.save>;
export type AnswerInput = Omit<InputOf<typeof requireContract.answer>, 'id'>;
