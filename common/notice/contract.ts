import { Type } from 'typebox';
import { FileItem, IdParams, Nullable, pageOf, paging, sortFields } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '../publish/contract.js';
import { statesOf } from '../publish/lifecycle.js';
import { NOTICE_LIFECYCLE } from './lifecycle.js';

/**
 * Notices (SPEC §2 /notice/detail/{id}, §7 notice/get_files and search_type): the public side and
 * the operators' management (/op/notice). Titles become the validation messages.
 */

/** The categories of a park's notices; the public list filters on them (search_type). */
export const NOTICE_TYPES = ['通知公告', '政策解读', '活动通知', '园区新闻'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE_STATUSES = statesOf(NOTICE_LIFECYCLE);
export { NOTICE_LIFECYCLE };
const P = 'notice.manage';
/** The operators' list may be sorted by these (server/modules/notice/repo.ts maps them to columns). */
export const NOTICE_MANAGE_SORTS = ['title', 'publishedAt', 'updatedAt', 'views'] as const;

export const NOTICE_LIMITS = { titleMin: 2, titleMax: 100, summaryMax: 200, bodyMax: 100_000, maxFiles: 20 } as const;

const L = NOTICE_LIMITS;
const TypeSchema = Type.Enum([...NOTICE_TYPES], { title: '通知类型' });
const StatusSchema = Type.Enum([...NOTICE_STATUSES], { description: 'CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过' });
const searchType = Type.Optional(Type.Enum(['', ...NOTICE_TYPES], { title: '通知类型', description: '空表示全部' }));
const search = Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '标题或摘要中的文字' }));

const listItem = {
  id: Type.Integer(),
  title: Type.String(),
  type: Type.String(),
  summary: Type.String(),
  cover: Nullable(Type.String({ description: '封面图下载地址（需签名）' })),
  publishedAt: Nullable(Type.String({ description: '发布时间（ISO-8601）；未发布为 null' })),
  pinned: Type.Boolean(),
  views: Type.Integer(),
};

const manageFields = {
  status: StatusSchema,
  statusLabel: Type.String(),
  reason: Type.String({ description: '审核不通过的原因' }),
  authorName: Type.String({ description: '起草人' }),
  publisherName: Type.String({ description: '发布人；未发布为空' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

const ManagedItem = Type.Object({ ...listItem, ...manageFields });

export const noticeContract = defineContract(
  { base: 'dpboot', tag: 'notice', module: '通知公告' },
  {
    list: {
      method: 'GET',
      path: 'notice/list',
      cache: 'network-first',
      access: 'public',
      summary: '已发布的通知列表（公开）',
      description: '本园区已发布的通知，置顶在前，其余按发布时间从新到旧。',
      query: Type.Object({ search_type: searchType, search, ...paging }),
      answer: pageOf(Type.Object(listItem)),
    },
    types: {
      method: 'GET',
      path: 'notice/search_type',
      cache: 'network-first',
      access: 'public',
      summary: '通知类型及已发布条数（公开）',
      answer: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer({ description: '已发布的条数' }) })),
    },
    detail: {
      method: 'GET',
      path: 'notice/detail/:id',
      cache: 'network-first',
      access: 'public',
      summary: '通知详情（已发布的公开；运营人员可看全部）',
      description: '正文为白名单过滤后的 HTML。已发布的通知每次打开浏览量加一。',
      params: IdParams,
      answer: Type.Object({
        ...listItem,
        ...manageFields,
        body: Type.String({ description: '经过白名单过滤的 HTML' }),
        coverId: Nullable(Type.Integer()),
        attachmentIds: Type.Array(Type.Integer()),
      }),
    },
    files: {
      method: 'GET',
      path: 'notice/get_files/:id',
      cache: 'network-first',
      access: 'public',
      summary: '通知的附件',
      params: IdParams,
      answer: Type.Array(FileItem),
    },
    manageList: {
      method: 'GET',
      path: 'notice/manage/list',
      access: 'operator',
      permission: 'notice.manage',
      summary: '通知管理列表（运营）',
      dataScope: { by: '创建人' },
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', ...NOTICE_STATUSES], { title: '发布状态', description: '空表示全部' })),
        search_type: searchType,
        search,
        ...paging,
        ...sortFields(NOTICE_MANAGE_SORTS),
      }),
      answer: pageOf(ManagedItem),
    },
    counts: countsEndpoint(NOTICE_LIFECYCLE, { path: 'notice/manage/counts', permission: P, summary: '各发布状态的通知数（运营）', dataScope: { by: '创建人' } }),
    save: {
      method: 'POST',
      path: 'notice/save',
      access: 'operator',
      permission: 'notice.manage',
      summary: '新增或修改通知（运营）',
      description: '无 id 为新增，有 id 为修改；保存后为待审核（CHECK）。已发布的通知须先撤回再修改。正文按白名单过滤。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '通知编号', minimum: 1 })),
        title: Type.String({ title: '标题', minLength: 1, maxLength: L.titleMax }),
        type: TypeSchema,
        summary: Type.Optional(Type.String({ title: '摘要', maxLength: L.summaryMax, description: '为空时取正文开头' })),
        body: Type.String({ title: '正文', minLength: 1, maxLength: L.bodyMax, description: 'HTML，保存时按白名单过滤' }),
        cover: Type.Optional(
          Nullable(Type.String({ title: '封面图', maxLength: 300, description: '本园区图片附件的下载地址；空表示无封面' })),
        ),
        attachmentIds: Type.Optional(
          Type.Array(Type.Integer({ title: '附件', minimum: 1 }), { title: '附件', maxItems: L.maxFiles }),
        ),
        pinned: Type.Optional(Type.Boolean({ title: '置顶' })),
      }),
      answer: Type.Object({ id: Type.Integer(), status: StatusSchema }),
      message: '保存成功',
    },
    publish: transitionEndpoint(NOTICE_LIFECYCLE, 'PUBLISH', {
      path: 'notice/publish/:id',
      permission: P,
      summary: '发布通知（运营）',
      description: '待审核 → 已发布；通知的附件、封面和正文图片变为公开。',
      message: '发布成功',
    }),
    reject: transitionEndpoint(NOTICE_LIFECYCLE, 'REJECT', {
      path: 'notice/reject/:id',
      permission: P,
      summary: '审核不通过（运营）',
      description: '待审核 → 审核不通过，须填写审核意见（2–200 字）。',
      message: '已驳回',
    }),
    withdraw: transitionEndpoint(NOTICE_LIFECYCLE, 'WITHDRAW', {
      path: 'notice/withdraw/:id',
      permission: P,
      summary: '撤回已发布的通知（运营）',
      description: '已发布 → 待审核；不再被其他已发布通知使用的附件恢复为私有。',
      message: '已撤回',
    }),
    remove: transitionEndpoint(NOTICE_LIFECYCLE, 'DELETE', { path: 'notice/delete/:id', permission: P, summary: '删除未发布的通知（运营）', message: '删除成功' }),
    batch: batchEndpoint(NOTICE_LIFECYCLE, { path: 'notice/manage/batch', permission: P, summary: '批量发布、不通过、撤回或删除通知（运营）' }),
    history: historyEndpoint({ path: 'notice/manage/history/:id', permission: P, summary: '通知的审核发布记录（运营）' }),
  },
);

export type NoticeItem = ItemOf<typeof noticeContract.list>;
export type ManagedNotice = ItemOf<typeof noticeContract.manageList>;
export type NoticeDetail = AnswerOf<typeof noticeContract.detail>;
export type NoticeFile = AnswerOf<typeof noticeContract.files>[number];
export type NoticeCounts = AnswerOf<typeof noticeContract.counts>;
export type NoticeChanged = AnswerOf<typeof noticeContract.publish>;
