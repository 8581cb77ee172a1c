import { Type } from 'typebox';
import { IdParams, Nullable, pageOf, paging, SearchText } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../../contract/endpoint.js';
import {
  batchEndpoint,
  countsEndpoint,
  historyEndpoint,
  transitionEndpoint,
} from '../../publish/contract.js';
import { SHOWCASE_LIFECYCLE } from '../lifecycle.js';
import { StateFilter, StateSchema } from '../schemas.js';

/**
 * Showcases (企业风采, SPEC §2 /cx/fc, /cx/detail/{orgid}, /user/orgInfoManage, /op/cx/orgFcManage):
 * one per organisation, reviewed like an item; the public reads it without its contacts.
 */

const L = SHOWCASE_LIFECYCLE;
const P = 'demand.review';
export const SHOWCASE_LIMITS = { titleMax: 60, introMin: 20, introMax: 3000, honoursMax: 1000 } as const;

const publicFields = {
  id: Type.Integer(),
  orgId: Type.Integer(),
  title: Type.String({ description: '展示名称' }),
  intro: Type.String(),
  honours: Type.Array(Type.String(), { description: '资质与荣誉' }),
  industry: Type.String(),
  area: Type.String(),
  publishedAt: Nullable(Type.String()),
};
const PublicShowcase = Type.Object(publicFields);
const ManagedShowcase = Type.Object({
  ...publicFields,
  status: StateSchema,
  reason: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  updatedAt: Type.String(),
});

export const showcaseContract = defineContract(
  { base: 'dpboot', tag: 'demand', module: '供需对接' },
  {
    list: {
      method: 'GET',
      path: 'cx/fc/list',
      cache: 'network-first',
      access: 'public',
      summary: '企业风采（公开）',
      query: Type.Object({ search: SearchText(), ...paging }),
      answer: pageOf(PublicShowcase),
    },
    ofOrg: {
      method: 'GET',
      path: 'cx/fc/org/:orgId',
      cache: 'network-first',
      access: 'public',
      summary: '一家单位的企业风采（公开，未发布时为 null）',
      params: Type.Object({ orgId: Type.Integer({ minimum: 1 }) }),
      answer: Type.Object({
        orgId: Type.Integer(),
        orgName: Type.String(),
        showcase: Nullable(PublicShowcase),
      }),
    },
    mine: {
      method: 'GET',
      path: 'cx/fc/my',
      access: 'login',
      summary: '本单位的企业风采（未填写时为 null）',
      answer: Type.Object({ orgName: Type.String(), showcase: Nullable(ManagedShowcase) }),
    },
    save: {
      method: 'POST',
      path: 'cx/fc/my/save',
      access: 'login',
      summary: '填写或修改本单位的企业风采',
      description: '保存后为待审核；已发布的修改后重新审核。',
      body: Type.Object({
        title: Type.String({ title: '展示名称', minLength: 2, maxLength: SHOWCASE_LIMITS.titleMax }),
        intro: Type.String({
          title: '企业简介',
          minLength: SHOWCASE_LIMITS.introMin,
          maxLength: SHOWCASE_LIMITS.introMax,
        }),
        honours: Type.String({
          title: '资质与荣誉',
          maxLength: SHOWCASE_LIMITS.honoursMax,
          description: '每行一项',
        }),
        contactName: Type.String({ title: '联系人', minLength: 1, maxLength: 20 }),
        contactPhone: Type.String({ title: '联系电话', pattern: '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$' }),
      }),
      answer: Type.Object({ id: Type.Integer(), status: StateSchema }),
      message: '已提交审核',
    },
    withdraw: transitionEndpoint(L, 'WITHDRAW', {
      path: 'cx/fc/my/withdraw/:id',
      access: 'login',
      summary: '下线本单位的企业风采',
      message: '已下线',
    }),
    myCounts: countsEndpoint(L, {
      path: 'cx/fc/my/counts',
      access: 'login',
      summary: '本单位企业风采的状态',
    }),
    myHistory: historyEndpoint({
      path: 'cx/fc/my/history/:id',
      access: 'login',
      summary: '企业风采的审核记录',
    }),
    manageList: {
      method: 'GET',
      path: 'cx/fc/manage/list',
      access: 'operator',
      permission: P,
      summary: '企业风采审核列表（运营）',
      dataScope: { none: '企业风采由企业填写，审核面向全园区' },
      query: Type.Object({ status: StateFilter, search: SearchText(), ...paging }),
      answer: pageOf(ManagedShowcase),
    },
    manageDetail: {
      method: 'GET',
      path: 'cx/fc/manage/detail/:id',
      access: 'operator',
      permission: P,
      summary: '一条企业风采的全部内容（运营）',
      params: IdParams,
      answer: ManagedShowcase,
    },
    counts: countsEndpoint(L, {
      path: 'cx/fc/manage/counts',
      permission: P,
      summary: '各状态的企业风采数（运营）',
    }),
    approve: transitionEndpoint(L, 'APPROVE', {
      path: 'cx/fc/manage/approve/:id',
      permission: P,
      summary: '企业风采审核通过（运营）',
      message: '审核通过',
    }),
    reject: transitionEndpoint(L, 'RETURN', {
      path: 'cx/fc/manage/reject/:id',
      permission: P,
      summary: '企业风采审核不通过（运营）',
      message: '已退回',
    }),
    offline: transitionEndpoint(L, 'OFFLINE', {
      path: 'cx/fc/manage/offline/:id',
      permission: P,
      summary: '下架企业风采（运营）',
      message: '已下架',
    }),
    batch: batchEndpoint(L, {
      path: 'cx/fc/manage/batch',
      permission: P,
      summary: '批量审核企业风采（运营）',
    }),
    history: historyEndpoint({
      path: 'cx/fc/manage/history/:id',
      permission: P,
      summary: '企业风采的审核记录（运营）',
    }),
  },
);

export type PublicShowcaseT = ItemOf<typeof showcaseContract.list>;
export type ManagedShowcaseT = ItemOf<typeof showcaseContract.manageList>;
export type OrgShowcase = AnswerOf<typeof showcaseContract.ofOrg>;
