import { Type } from 'typebox';
import { IdParams, pageOf, paging, SearchText, sortFields } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf, type InputOf } from '../contract/endpoint.js';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '../publish/contract.js';
import { PRODUCT_LIFECYCLE as L } from './lifecycle.js';
import { ORG_STATUSES } from './rules.js';
import * as S from './schemas.js';

/**
 * 服务机构 and their service products (SPEC §2 /op/serviceOrgManage, /op/serviceProManage,
 * /op/serviceProEdit, /op/serviceUser/{id}, /user/serviceInnovate, /user/serviceInnovatePortrait/{id}).
 * Applications, requirements and surveys have contracts of their own (apply/, require/, survey/).
 */

const M = 'service.manage';
const search = Type.Optional(SearchText());
export const PRODUCT_SORTS = ['updatedAt', 'publishedAt', 'title'] as const;
export const ORG_SORTS = ['name', 'products', 'applies', 'rating'] as const;
const stateFilter = Type.Optional(Type.Enum(['', 'CHECK', 'JOINT', 'CANCEL'], { title: '状态', description: '空表示全部' }));

export const serviceContract = defineContract(
  { base: 'dpboot', tag: 'service', module: '科技服务' },
  {
    orgs: {
      method: 'GET',
      path: 'service/org/list',
      access: 'operator',
      permission: M,
      summary: '服务机构列表（运营）',
      description: '本园区的服务机构（orgType SERVICE）：服务类别、资质、服务状态、已发布产品、申请与完成数、平均满意度。',
      dataScope: { none: '服务机构是全园区共用的名录，不归属某个经办人' },
      query: Type.Object({
        search,
        category: S.CategoryFilter,
        status: Type.Optional(Type.Enum(['', ...ORG_STATUSES], { title: '服务状态' })),
        ...paging,
        ...sortFields(ORG_SORTS),
      }),
      answer: pageOf(S.OrgRow),
    },
    org: {
      method: 'GET',
      path: 'service/org/detail/:id',
      access: 'operator',
      permission: M,
      summary: '一家服务机构的资料与用户（运营）',
      params: IdParams,
      answer: S.OrgDetail,
    },
    saveOrg: {
      method: 'POST',
      path: 'service/org/save/:id',
      access: 'operator',
      permission: M,
      summary: '登记服务机构的服务类别、资质与服务状态（运营）',
      description: '暂停服务须写明原因：暂停后其产品不再接受申请，已有申请照常办理。',
      params: IdParams,
      body: Type.Object({
        categories: Type.Array(S.CategorySchema, { title: '服务类别', minItems: 1, maxItems: 4 }),
        qualification: Type.String({ title: '资质', maxLength: 500 }),
        intro: Type.String({ title: '机构简介', maxLength: 1000 }),
        status: S.OrgStatusSchema,
        reason: Type.Optional(S.Note('暂停原因')),
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    portrait: {
      method: 'GET',
      path: 'service/org/portrait/:id',
      access: 'login',
      summary: '服务机构画像（企业可见）',
      description: '产品数、申请与完成数、服务过的企业数、满意度分布与最近的评价；不含联系方式。',
      params: IdParams,
      answer: S.OrgPortrait,
    },
    enterprise: {
      method: 'GET',
      path: 'service/enterprise/portrait/:id',
      access: 'login',
      summary: '企业服务画像',
      description:
        '企业资料、服务申请及状态、服务需求与它给出的评价。企业自己的用户、有服务权限的运营人员可看全部；' +
        '与该企业有申请或被选定应答的服务机构只看与本机构相关的记录；其他人无权查看。',
      params: IdParams,
      answer: S.EnterprisePortrait,
    },
    products: {
      method: 'GET',
      path: 'service/product/list',
      access: 'login',
      summary: '已发布的服务产品',
      description: '正常服务的机构已发布的产品，按类别、机构、关键词筛选，最新发布在前。',
      query: Type.Object({ category: S.CategoryFilter, orgId: Type.Optional(Type.Integer({ title: '服务机构', minimum: 1 })), search, ...paging }),
      answer: pageOf(S.PublicProduct),
    },
    myProducts: {
      method: 'GET',
      path: 'service/product/mine',
      access: 'login',
      summary: '本服务机构的服务产品',
      query: Type.Object({ status: stateFilter, search, ...paging }),
      answer: pageOf(S.ManagedProduct),
    },
    myCounts: countsEndpoint(L, { path: 'service/product/mine/counts', access: 'login', summary: '本服务机构各状态的产品数' }),
    myProduct: {
      method: 'GET',
      path: 'service/product/mine/:id',
      access: 'login',
      summary: '本服务机构的一个服务产品',
      params: IdParams,
      answer: S.ManagedProduct,
    },
    save: {
      method: 'POST',
      path: 'service/product/save',
      access: 'login',
      summary: '发布或修改服务产品（服务机构）',
      description: '无 id 为新增；保存后为待审核，已发布的产品修改后重新审核。仅服务机构的用户可以发布。',
      body: S.ProductBody,
      answer: Type.Object({ id: Type.Integer(), status: S.ProductStateSchema }),
      message: '已提交审核',
    },
    remove: transitionEndpoint(L, 'DELETE', { path: 'service/product/delete/:id', access: 'login', summary: '删除本机构未发布的服务产品', message: '删除成功' }),
    myHistory: historyEndpoint({ path: 'service/product/mine/history/:id', access: 'login', summary: '本机构服务产品的审核记录' }),
    manageProducts: {
      method: 'GET',
      path: 'service/product/manage',
      access: 'operator',
      permission: M,
      summary: '服务产品审核列表（运营）',
      dataScope: { none: '服务产品由服务机构发布，面向全园区审核' },
      query: Type.Object({
        status: stateFilter,
        category: S.CategoryFilter,
        orgId: Type.Optional(Type.Integer({ title: '服务机构', minimum: 1 })),
        search,
        ...paging,
        ...sortFields(PRODUCT_SORTS),
      }),
      answer: pageOf(S.ManagedProduct),
    },
    manageProduct: {
      method: 'GET',
      path: 'service/product/manage/:id',
      access: 'operator',
      permission: M,
      summary: '服务产品详情（运营，任何状态）',
      params: IdParams,
      answer: S.ManagedProduct,
    },
    manageSave: {
      method: 'POST',
      path: 'service/product/manage/save',
      access: 'operator',
      permission: M,
      summary: '代服务机构录入或修改服务产品（运营）',
      description: '园区为线下登记的服务机构代录产品；无 id 为录入，保存后为待审核，审核通过后发布。',
      body: Type.Object({ orgId: Type.Integer({ title: '服务机构', minimum: 1 }), ...S.ProductBody.properties }),
      answer: Type.Object({ id: Type.Integer(), status: S.ProductStateSchema }),
      message: '已保存，待审核',
    },
    orgOptions: {
      method: 'GET',
      path: 'service/org/options',
      access: 'operator',
      permission: M,
      summary: '服务机构选项（运营）',
      answer: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    },
    counts: countsEndpoint(L, { path: 'service/product/counts', permission: M, summary: '各状态的服务产品数（运营）' }),
    approve: transitionEndpoint(L, 'APPROVE', { path: 'service/product/approve/:id', permission: M, summary: '审核通过并发布服务产品（运营）', message: '审核通过' }),
    reject: transitionEndpoint(L, 'RETURN', { path: 'service/product/reject/:id', permission: M, summary: '服务产品审核不通过（运营）', message: '已退回' }),
    offline: transitionEndpoint(L, 'OFFLINE', { path: 'service/product/offline/:id', permission: M, summary: '下架服务产品（运营）', message: '已下架' }),
    batch: batchEndpoint(L, { path: 'service/product/batch', permission: M, summary: '批量审核或下架服务产品（运营）' }),
    history: historyEndpoint({ path: 'service/product/history/:id', permission: M, summary: '服务产品的审核记录（运营）' }),
  },
);

export type OrgRow = ItemOf<typeof serviceContract.orgs>;
export type OrgDetail = AnswerOf<typeof serviceContract.org>;
export type OrgPortrait = AnswerOf<typeof serviceContract.portrait>;
export type EnterprisePortrait = AnswerOf<typeof serviceContract.enterprise>;
export type PublicProduct = ItemOf<typeof serviceContract.products>;
export type ManagedProduct = ItemOf<typeof serviceContract.manageProducts>;
export type ProductInput = InputOf<typeof serviceContract.save>;
export type OrgInput = InputOf<typeof serviceContract.saveOrg>;
