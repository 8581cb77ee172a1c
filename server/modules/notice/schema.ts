import { Type, type TSchema } from 'typebox';
import { envelopeOf } from '../../lib/schema.js';

/** Request and answer schemas of the notice API. Titles become the validation messages. */

/** The categories of a park's notices; the public list filters on them (search_type). */
export const NOTICE_TYPES = ['通知公告', '政策解读', '活动通知', '园区新闻'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE_STATUSES = ['CHECK', 'JOINT', 'CANCEL'] as const;

export const TITLE_MIN = 2;
export const TITLE_MAX = 100;
export const SUMMARY_MAX = 200;
export const BODY_MAX = 100_000;
export const MAX_FILES = 20;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const TypeSchema = Type.Enum([...NOTICE_TYPES], { title: '通知类型' });
const StatusSchema = Type.Enum([...NOTICE_STATUSES], { description: 'CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过' });

const paging = {
  pagenum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: 100, default: 20 })),
};
const searchType = Type.Optional(Type.Enum(['', ...NOTICE_TYPES], { title: '通知类型', description: '空表示全部' }));
const search = Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '标题或摘要中的文字' }));

export const PublicListQuery = Type.Object({ search_type: searchType, search, ...paging });
export const ManageListQuery = Type.Object({
  status: Type.Optional(Type.Enum(['', ...NOTICE_STATUSES], { title: '发布状态', description: '空表示全部' })),
  search_type: searchType,
  search,
  ...paging,
});

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

export const PublicListAnswer = envelopeOf(Type.Object({ list: Type.Array(Type.Object(listItem)), total: Type.Integer() }));

const manageFields = {
  status: StatusSchema,
  statusLabel: Type.String(),
  reason: Type.String({ description: '审核不通过的原因' }),
  authorName: Type.String({ description: '起草人' }),
  publisherName: Type.String({ description: '发布人；未发布为空' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

export const ManageListAnswer = envelopeOf(
  Type.Object({ list: Type.Array(Type.Object({ ...listItem, ...manageFields })), total: Type.Integer() }),
);

export const TypesAnswer = envelopeOf(
  Type.Array(Type.Object({ type: Type.String(), count: Type.Integer({ description: '已发布的条数' }) })),
);

export const CountsAnswer = envelopeOf(
  Type.Object({ CHECK: Type.Integer(), JOINT: Type.Integer(), CANCEL: Type.Integer(), total: Type.Integer() }),
);

export const DetailAnswer = envelopeOf(
  Type.Object({
    ...listItem,
    ...manageFields,
    body: Type.String({ description: '经过白名单过滤的 HTML' }),
    coverId: Nullable(Type.Integer()),
    attachmentIds: Type.Array(Type.Integer()),
  }),
);

export const FileItem = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String({ description: '下载地址（需签名）' }),
});
export const FilesAnswer = envelopeOf(Type.Array(FileItem));

export const SaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ title: '通知编号', minimum: 1 })),
  title: Type.String({ title: '标题', minLength: 1, maxLength: TITLE_MAX }),
  type: TypeSchema,
  summary: Type.Optional(Type.String({ title: '摘要', maxLength: SUMMARY_MAX, description: '为空时取正文开头' })),
  body: Type.String({ title: '正文', minLength: 1, maxLength: BODY_MAX, description: 'HTML，保存时按白名单过滤' }),
  cover: Type.Optional(
    Nullable(Type.String({ title: '封面图', maxLength: 300, description: '本园区图片附件的下载地址；空表示无封面' })),
  ),
  attachmentIds: Type.Optional(
    Type.Array(Type.Integer({ title: '附件', minimum: 1 }), { title: '附件', maxItems: MAX_FILES }),
  ),
  pinned: Type.Optional(Type.Boolean({ title: '置顶' })),
});

export const SavedAnswer = envelopeOf(Type.Object({ id: Type.Integer(), status: StatusSchema }));

export const RejectBody = Type.Object({
  reason: Type.String({ title: '审核意见', minLength: 1, maxLength: 200 }),
});

export const ChangedAnswer = envelopeOf(
  Type.Object({ id: Type.Integer(), status: StatusSchema, publishedAt: Nullable(Type.String()) }),
);
