import { Type } from 'typebox';
import { IdParams, pageOf, paging, SearchText, sortFields } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '../publish/contract.js';
import { ITEM_LIFECYCLE } from './lifecycle.js';
import { INDUSTRIES, ITEM_KIND_KEYS } from './model.js';
import {
  ItemBody,
  ManagedItem,
  PublicItem,
  StateFilter,
  StateSchema,
  ViewParams,
  ViewSchema,
} from './schemas.js';

/**
 * Demand matching's items (SPEC §2 /cx, /user/org…Manage, /op/cx/…Manage): the public lists and
 * the cross-kind search, an organisation's own items, the operators' review queues. Showcases and
 * docking have contracts of their own (showcase/, dock/).
 */

const L = ITEM_LIFECYCLE;
const P = 'demand.review';
export const ITEM_SORTS = ['publishedAt', 'updatedAt', 'title', 'views'] as const;
const kindFilter = Type.Optional(
  Type.Enum(['', ...ITEM_KIND_KEYS], { title: '类型', description: '空表示全部' }),
);
const search = SearchText();
const viewCounts = (path: string, who: { permission: typeof P } | { access: 'login' }, summary: string) => ({
  ...countsEndpoint(L, { path, summary, ...who }),
  params: ViewParams,
});
const NONE = '信息由企业发布，审核面向全园区，不由经办人录入';

export const demandContract = defineContract(
  { base: 'dpboot', tag: 'demand', module: '供需对接' },
  {
    search: {
      method: 'GET',
      path: 'cx/items',
      cache: 'network-first',
      access: 'public',
      summary: '已发布的产需信息（公开，跨类型搜索）',
      description:
        '按关键词（分词后逐词匹配标题、类别、行业和关键词）在需求、产品、服务、设备、岗位、技术中搜索，最新发布在前。不含联系方式。',
      query: Type.Object({
        kind: kindFilter,
        category: Type.Optional(Type.String({ title: '类别', maxLength: 20 })),
        industry: Type.Optional(Type.Enum(['', ...INDUSTRIES], { title: '行业' })),
        orgId: Type.Optional(Type.Integer({ title: '发布单位', minimum: 1 })),
        search,
        ...paging,
      }),
      answer: pageOf(PublicItem),
    },
    stats: {
      method: 'GET',
      path: 'cx/stats',
      cache: 'network-first',
      access: 'public',
      summary: '各类已发布信息的数量（公开）',
      answer: Type.Object({
        kinds: Type.Array(Type.Object({ kind: Type.String(), label: Type.String(), count: Type.Integer() })),
        orgs: Type.Integer({ description: '发布过信息的单位数' }),
      }),
    },
    publishers: {
      method: 'GET',
      path: 'cx/publishers',
      cache: 'network-first',
      access: 'public',
      summary: '发布某类信息的单位（公开，如技术联盟的成果单位）',
      description: '按已发布的条数从多到少，最多 30 家。',
      query: Type.Object({ kind: Type.Enum(ITEM_KIND_KEYS, { title: '类型' }) }),
      answer: Type.Array(
        Type.Object({
          orgId: Type.Integer(),
          orgName: Type.String(),
          count: Type.Integer({ description: '该类已发布的条数' }),
        }),
      ),
    },
    detail: {
      method: 'GET',
      path: 'cx/item/:id',
      cache: 'network-first',
      access: 'public',
      summary: '已发布信息的详情（公开，不含联系方式）',
      description: '联系方式只在对接被接受后向对接双方显示。每次打开浏览量加一。',
      params: IdParams,
      answer: PublicItem,
    },
    myList: {
      method: 'GET',
      path: 'cx/my/items',
      access: 'login',
      summary: '本单位发布的信息',
      query: Type.Object({ view: ViewSchema, status: StateFilter, search, ...paging }),
      answer: pageOf(ManagedItem),
    },
    myCounts: viewCounts('cx/my/counts/:view', { access: 'login' }, '本单位各状态的信息数'),
    myDetail: {
      method: 'GET',
      path: 'cx/my/item/:id',
      access: 'login',
      summary: '本单位的一条信息（含联系方式、审核意见）',
      params: IdParams,
      answer: ManagedItem,
    },
    save: {
      method: 'POST',
      path: 'cx/my/item/save',
      access: 'login',
      summary: '发布或修改本单位的信息',
      description:
        '无 id 为新增，有 id 为修改；保存后为待审核。已发布的信息修改后重新审核。服务机构只能发布服务。',
      body: ItemBody,
      answer: Type.Object({ id: Type.Integer(), status: StateSchema }),
      message: '已提交审核',
    },
    withdraw: transitionEndpoint(L, 'WITHDRAW', {
      path: 'cx/my/item/withdraw/:id',
      access: 'login',
      summary: '下线本单位已发布的信息',
      message: '已下线',
    }),
    remove: transitionEndpoint(L, 'DELETE', {
      path: 'cx/my/item/delete/:id',
      access: 'login',
      summary: '删除本单位未发布的信息',
      message: '删除成功',
    }),
    myHistory: historyEndpoint({
      path: 'cx/my/item/history/:id',
      access: 'login',
      summary: '本单位信息的审核记录',
    }),
    manageList: {
      method: 'GET',
      path: 'cx/manage/items',
      access: 'operator',
      permission: P,
      summary: '产需信息审核列表（运营）',
      dataScope: { none: NONE },
      query: Type.Object({
        view: ViewSchema,
        status: StateFilter,
        orgId: Type.Optional(Type.Integer({ title: '发布单位', minimum: 1 })),
        search,
        ...paging,
        ...sortFields(ITEM_SORTS),
      }),
      answer: pageOf(ManagedItem),
    },
    manageCounts: viewCounts('cx/manage/counts/:view', { permission: P }, '各状态的信息数（运营）'),
    manageDetail: {
      method: 'GET',
      path: 'cx/manage/item/:id',
      access: 'operator',
      permission: P,
      summary: '一条信息的全部内容（运营）',
      params: IdParams,
      answer: ManagedItem,
    },
    approve: transitionEndpoint(L, 'APPROVE', {
      path: 'cx/manage/item/approve/:id',
      permission: P,
      summary: '审核通过并发布（运营）',
      message: '审核通过',
    }),
    reject: transitionEndpoint(L, 'RETURN', {
      path: 'cx/manage/item/reject/:id',
      permission: P,
      summary: '审核不通过（运营）',
      message: '已退回',
    }),
    offline: transitionEndpoint(L, 'OFFLINE', {
      path: 'cx/manage/item/offline/:id',
      permission: P,
      summary: '下架已发布的信息（运营）',
      message: '已下架',
    }),
    batch: batchEndpoint(L, {
      path: 'cx/manage/item/batch',
      permission: P,
      summary: '批量审核或下架（运营）',
    }),
    history: historyEndpoint({
      path: 'cx/manage/item/history/:id',
      permission: P,
      summary: '信息的审核记录（运营）',
    }),
  },
);

export type PublicItemT = ItemOf<typeof demandContract.search>;
export type ManagedItemT = ItemOf<typeof demandContract.manageList>;
export type ItemStats = AnswerOf<typeof demandContract.stats>;
export type Publisher = AnswerOf<typeof demandContract.publishers>[number];
