import { Type } from 'typebox';
import { IdParams, Nullable, pageOf, paging, pagingFields, sortFields } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '../publish/contract.js';
import { RANK_LIFECYCLE } from './lifecycle.js';
import { RANK_LIMITS, RANK_STATUSES } from './rules.js';

const P = 'rank.manage';

/**
 * Enterprise rank lists (榜单, SPEC §2 /op/rankManage and /op/rankEdit): the operators build a
 * list from the park's enterprises, order it, publish and withdraw it; a published list is read
 * on the portal (/qyfw/index). Titles become the validation messages.
 */

export { RANK_LIFECYCLE };
export { RANK_LIMITS, RANK_STATUSES, RANK_STATUS_LABELS, type RankStatus } from './rules.js';

/** The operators' list may be sorted by these (server/modules/rank/repo.ts maps them to columns). */
export const RANK_MANAGE_SORTS = ['title', 'period', 'entryCount', 'publishedAt', 'updatedAt'] as const;

const L = RANK_LIMITS;
const StatusSchema = Type.Enum([...RANK_STATUSES], { description: 'DRAFT 草稿 / PUBLISHED 已发布 / WITHDRAWN 已撤回' });

const Entry = Type.Object({
  rank: Type.Integer({ description: '名次，从 1 起' }),
  orgId: Type.Integer(),
  orgName: Type.String({ description: '企业全称' }),
  figure: Nullable(Type.Number({ description: '数值（单位见榜单的 figureUnit）；未填为 null' })),
  note: Type.String({ description: '备注；未填为空' }),
});

const heading = {
  id: Type.Integer(),
  title: Type.String(),
  period: Type.String({ description: '期间，如 2025年度' }),
  description: Type.String(),
  figureLabel: Type.String({ description: '数值的名称，如 纳税额；空表示榜单不列数值' }),
  figureUnit: Type.String({ description: '数值的单位，如 万元' }),
  entryCount: Type.Integer(),
  publishedAt: Nullable(Type.String({ description: '发布时间（ISO-8601）；未发布为 null' })),
};

const workflow = {
  status: StatusSchema,
  statusLabel: Type.String(),
  authorName: Type.String({ description: '创建人' }),
  publisherName: Type.String({ description: '发布人；未发布为空' }),
  withdrawnAt: Nullable(Type.String({ description: '最近一次撤回的时间' })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

export const rankContract = defineContract(
  { base: 'dpboot', tag: 'rank', module: '企业榜单' },
  {
    list: {
      method: 'GET',
      path: 'rank/list',
      cache: 'network-first',
      access: 'public',
      summary: '已发布的企业榜单（公开）',
      description: `本园区已发布的榜单，最新发布在前；每个榜单带前 ${String(L.topEntries)} 名。`,
      query: Type.Object({ ...pagingFields(20, { defaultSize: 10 }) }),
      answer: pageOf(Type.Object({ ...heading, top: Type.Array(Entry) })),
    },
    detail: {
      method: 'GET',
      path: 'rank/detail/:id',
      cache: 'network-first',
      access: 'public',
      summary: '已发布榜单的完整名单（公开）',
      params: IdParams,
      answer: Type.Object({ ...heading, entries: Type.Array(Entry) }),
    },
    manageList: {
      method: 'GET',
      path: 'rank/manage/list',
      access: 'operator',
      permission: 'rank.manage',
      summary: '榜单管理列表（运营）',
      dataScope: { by: '创建人' },
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', ...RANK_STATUSES], { title: '状态', description: '空表示全部' })),
        search: Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '标题或期间中的文字' })),
        ...paging,
        ...sortFields(RANK_MANAGE_SORTS),
      }),
      answer: pageOf(Type.Object({ ...heading, ...workflow })),
    },
    counts: countsEndpoint(RANK_LIFECYCLE, { path: 'rank/manage/counts', permission: P, summary: '各状态的榜单数（运营）', dataScope: { by: '创建人' } }),
    manageDetail: {
      method: 'GET',
      path: 'rank/manage/detail/:id',
      access: 'operator',
      permission: 'rank.manage',
      summary: '榜单及其名单（运营，任何状态）',
      params: IdParams,
      answer: Type.Object({ ...heading, ...workflow, entries: Type.Array(Entry) }),
    },
    orgs: {
      method: 'GET',
      path: 'rank/orgs',
      access: 'operator',
      permission: 'rank.manage',
      summary: '可上榜的企业（运营）',
      description: '本园区的企业（不含服务机构），按名称搜索。',
      dataScope: { none: '可上榜的是园区的全部企业，企业不由运营人员经办' },
      query: Type.Object({
        search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
        ...pagingFields(30, { defaultSize: 20 }),
      }),
      answer: pageOf(
        Type.Object({ id: Type.Integer(), fullname: Type.String(), simplename: Type.String(), industryName: Type.String() }),
      ),
    },
    save: {
      method: 'POST',
      path: 'rank/save',
      access: 'operator',
      permission: 'rank.manage',
      summary: '新增或修改榜单（运营）',
      description:
        '无 id 为新增（草稿），有 id 为修改，状态不变。已发布的榜单须先撤回再修改。名单按数组顺序排名，同一企业不能重复上榜。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '榜单编号', minimum: 1 })),
        title: Type.String({ title: '榜单名称', maxLength: L.titleMax }),
        period: Type.String({ title: '期间', maxLength: L.periodMax }),
        description: Type.Optional(Type.String({ title: '说明', maxLength: L.descriptionMax })),
        figureLabel: Type.Optional(Type.String({ title: '数值名称', maxLength: L.labelMax })),
        figureUnit: Type.Optional(Type.String({ title: '数值单位', maxLength: L.unitMax })),
        entries: Type.Array(
          Type.Object({
            orgId: Type.Integer({ title: '企业', minimum: 1 }),
            figure: Type.Optional(Nullable(Type.Number({ title: '数值', minimum: 0, maximum: L.figureMax }))),
            note: Type.Optional(Type.String({ title: '备注', maxLength: L.noteMax })),
          }),
          { title: '上榜企业', maxItems: L.maxEntries },
        ),
      }),
      answer: Type.Object({ id: Type.Integer(), status: StatusSchema }),
      message: '保存成功',
    },
    publish: transitionEndpoint(RANK_LIFECYCLE, 'PUBLISH', {
      path: 'rank/publish/:id',
      permission: P,
      summary: '发布榜单（运营）',
      description: '草稿或已撤回 → 已发布；至少要有一家上榜企业。',
      message: '发布成功',
    }),
    withdraw: transitionEndpoint(RANK_LIFECYCLE, 'WITHDRAW', {
      path: 'rank/withdraw/:id',
      permission: P,
      summary: '撤回已发布的榜单（运营）',
      description: '已发布 → 已撤回：门户上不再显示，可修改后重新发布。',
      message: '已撤回',
    }),
    remove: transitionEndpoint(RANK_LIFECYCLE, 'DELETE', {
      path: 'rank/delete/:id',
      permission: P,
      summary: '删除草稿榜单（运营）',
      description: '只有从未发布的草稿可以删除；发布过的榜单撤回后保留备查。',
      message: '删除成功',
    }),
    batch: batchEndpoint(RANK_LIFECYCLE, { path: 'rank/manage/batch', permission: P, summary: '批量发布、撤回或删除榜单（运营）' }),
    history: historyEndpoint({ path: 'rank/manage/history/:id', permission: P, summary: '榜单的发布记录（运营）' }),
  },
);

export type RankSummary = ItemOf<typeof rankContract.list>;
export type RankEntry = RankSummary['top'][number];
export type RankDetail = AnswerOf<typeof rankContract.detail>;
export type ManagedRank = ItemOf<typeof rankContract.manageList>;
export type ManagedRankDetail = AnswerOf<typeof rankContract.manageDetail>;
export type RankOrg = ItemOf<typeof rankContract.orgs>;
export type RankCounts = AnswerOf<typeof rankContract.counts>;
