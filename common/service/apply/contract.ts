import { Type } from 'typebox';
import { IdParams, pageOf, paging, sortFields } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type InputOf, type ItemOf } from '../../contract/endpoint.js';
import { SERVICE_LIMITS as L } from '../rules.js';
import * as S from '../schemas.js';

/**
 * 服务申请 (SPEC §2 /op/proApplyManage, /op/proApply/detail/{id}, /user/productApply): an
 * enterprise applies for a published service product; the service organisation (or the park's
 * service desk, service.apply) takes it up, records follow-up notes and finishes it with the
 * outcome, or declines it with the reason; the enterprise sees every step and rates the service.
 */

export const APPLY_SORTS = ['createdAt', 'updatedAt', 'rating'] as const;
const filters = { ...S.caseFilters, providerId: Type.Optional(Type.Integer({ title: '服务机构', minimum: 1 })) };
const Changed = S.CaseChanged;

export const ApplyItem = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  productTitle: Type.String(),
  category: Type.String(),
  providerId: Type.Integer(),
  providerName: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  content: Type.String(),
  status: S.CaseStatusSchema,
  statusLabel: Type.String(),
  outcome: Type.String({ description: '办结时写下的服务结果' }),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  comment: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const applyContract = defineContract(
  { base: 'dpboot', tag: 'service', module: '科技服务' },
  {
    submit: {
      method: 'POST',
      path: 'service/apply/submit',
      access: 'login',
      summary: '申请服务产品（认证企业的用户）',
      description: '对正常服务的机构已发布的产品提交申请，状态为待受理；同一企业对同一产品只能有一条办理中的申请。',
      body: Type.Object({
        productId: Type.Integer({ title: '服务产品', minimum: 1 }),
        contactName: S.ContactName,
        contactPhone: S.Phone,
        content: Type.String({ title: '需求说明', minLength: L.noteMin, maxLength: L.textMax }),
      }),
      answer: Changed,
      message: '申请已提交',
    },
    mine: {
      method: 'GET',
      path: 'service/apply/mine',
      access: 'login',
      summary: '本企业的服务申请',
      query: Type.Object({ status: S.CaseStatusFilter, ...paging }),
      answer: pageOf(ApplyItem),
    },
    received: {
      method: 'GET',
      path: 'service/apply/received',
      access: 'login',
      summary: '本服务机构收到的服务申请',
      query: Type.Object({ status: S.CaseStatusFilter, ...paging }),
      answer: pageOf(ApplyItem),
    },
    detail: {
      method: 'GET',
      path: 'service/apply/detail/:id',
      access: 'login',
      summary: '服务申请详情与办理记录',
      description: '申请企业、被申请的服务机构的用户与持有“服务申请”权限的运营人员可看；其他企业为无权查看。steps 为调用者此刻可做的动作。',
      params: IdParams,
      answer: Type.Object({
        ...ApplyItem.properties,
        trail: Type.Array(S.CaseStepRow),
        steps: Type.Array(S.CaseStepSchema),
        canRate: Type.Boolean(),
      }),
    },
    step: {
      method: 'POST',
      path: 'service/apply/step/:id',
      access: 'login',
      summary: '办理服务申请：受理、跟进记录、办结、不受理',
      description: '服务机构的用户办理本机构收到的申请，持有“服务申请”权限的运营人员办理全部申请；办结与不受理须写明说明（2–200 字）。申请企业收到消息。',
      params: IdParams,
      body: Type.Object({ step: S.CaseStepSchema, note: Type.Optional(S.Note()) }),
      answer: Changed,
      message: '办理成功',
    },
    rate: {
      method: 'POST',
      path: 'service/apply/rate/:id',
      access: 'login',
      summary: '评价已完成的服务（申请企业）',
      description: '满意度 1–5 星，评价一次，不能修改。',
      params: IdParams,
      body: Type.Object({
        rating: Type.Integer({ title: '满意度', minimum: L.ratingMin, maximum: L.ratingMax }),
        comment: Type.String({ title: '评价', maxLength: L.commentMax }),
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '感谢您的评价',
    },
    list: {
      method: 'GET',
      path: 'service/apply/list',
      access: 'operator',
      permission: 'service.apply',
      summary: '服务申请记录（运营）',
      description: '按状态、类别、服务机构、关键词（企业、产品名称）与申请日期筛选。',
      dataScope: { none: '服务申请由企业提交给服务机构，园区按机构跟进，不归属某个经办人' },
      query: Type.Object({ ...filters, ...paging, ...sortFields(APPLY_SORTS) }),
      answer: pageOf(ApplyItem),
    },
    ...S.caseDeskEndpoints('service/apply', { noun: '服务申请', ledger: '服务申请记录', selected: '所选申请', filters }),
  },
);

export type ApplyRow = ItemOf<typeof applyContract.list>;
export type ApplyDetail = AnswerOf<typeof applyContract.detail>;
export type ApplyFilters = InputOf<typeof applyContract.list>;
