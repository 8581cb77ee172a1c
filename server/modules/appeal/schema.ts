import { Type, type TSchema } from 'typebox';
import {
  APPEAL_ACTIONS,
  APPEAL_CATEGORY_CODES,
  APPEAL_LIMITS,
  APPEAL_STATE_LIST,
} from '../../../common/appeal.js';
import { envelopeOf } from '../../lib/schema.js';

/** Request and answer schemas of the appeal API. Titles become the validation messages. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const StateSchema = Type.Enum([...APPEAL_STATE_LIST], {
  description: 'SUBMITTED 待受理 / ASSIGNED 办理中 / REPLIED 已答复 / CLOSED 已办结 / REJECTED 不予受理',
});
const ACTIONS = Object.keys(APPEAL_ACTIONS);

const paging = {
  pagenum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: 100, default: 20 })),
};

export const MineQuery = Type.Object({
  state: Type.Optional(
    Type.Enum(['', ...APPEAL_STATE_LIST], { title: '办理状态', description: '空表示全部' }),
  ),
  ...paging,
});

/** The operators' filters: the list, the counts' tabs and the export share them. */
const filters = {
  states: Type.Optional(
    Type.String({
      title: '办理状态',
      maxLength: 80,
      pattern: '^[A-Z,]*$',
      description: '一个或多个状态，逗号分隔（SUBMITTED,ASSIGNED）；空表示全部',
    }),
  ),
  category: Type.Optional(
    Type.Enum(['', ...APPEAL_CATEGORY_CODES], { title: '诉求类别', description: '空表示全部' }),
  ),
  departmentId: Type.Optional(
    Type.String({ title: '承办部门', pattern: '^\\d{0,10}$', description: '部门编号；空表示全部' }),
  ),
  overdue: Type.Optional(Type.Enum(['', '0', '1'], { title: '是否超期', description: '1：仅超期未答复的' })),
  search: Type.Optional(
    Type.String({ title: '关键词', maxLength: 50, description: '标题、内容或企业名称中的文字' }),
  ),
};
export const ListQuery = Type.Object({ ...filters, ...paging });
export const ExportBody = Type.Object(filters);

export const AnalyseQuery = Type.Object({
  from: Type.Optional(
    Type.String({
      title: '开始日期',
      pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
      description: 'YYYY-MM-DD，按提交日期',
    }),
  ),
  to: Type.Optional(
    Type.String({
      title: '结束日期',
      pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
      description: 'YYYY-MM-DD（含当天）',
    }),
  ),
});

export const PhotoParams = Type.Object({
  id: Type.Integer({ minimum: 1, title: '诉求编号' }),
  fileId: Type.Integer({ minimum: 1, title: '照片编号' }),
});

export const AssignBody = Type.Object({
  departmentId: Type.Integer({ title: '承办部门', minimum: 1, maximum: 2_147_483_647 }),
  note: Type.Optional(Type.String({ title: '交办意见', maxLength: APPEAL_LIMITS.noteMax })),
});
export const NoteBody = Type.Object({
  note: Type.String({ title: '办理进展', minLength: 1, maxLength: APPEAL_LIMITS.noteMax }),
});
export const ReplyBody = Type.Object({
  content: Type.String({ title: '答复内容', minLength: 1, maxLength: APPEAL_LIMITS.replyMax }),
});
export const ReasonBody = Type.Object({
  reason: Type.String({ title: '原因', minLength: 1, maxLength: APPEAL_LIMITS.noteMax }),
});
export const RateBody = Type.Object({
  rating: Type.Integer({ title: '评价星级', minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ title: '评价说明', maxLength: APPEAL_LIMITS.commentMax })),
});

export const SubmittedAnswer = envelopeOf(Type.Object({ id: Type.Integer() }));
export const ChangedAnswer = envelopeOf(Type.Object({ id: Type.Integer(), state: StateSchema }));

const listItem = {
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  categoryLabel: Type.String(),
  state: StateSchema,
  stateLabel: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  departmentId: Nullable(Type.Integer()),
  departmentName: Type.String(),
  submitterName: Type.String(),
  onBehalf: Type.Boolean({ description: '由园区工作人员代企业提交' }),
  address: Type.String(),
  createdAt: Type.String(),
  dueAt: Type.String({ description: '答复期限（ISO-8601）' }),
  overdue: Type.Boolean({ description: '超过期限仍未答复' }),
  late: Type.Boolean({ description: '答复晚于期限' }),
  repliedAt: Nullable(Type.String()),
  closedAt: Nullable(Type.String()),
  rating: Nullable(Type.Integer()),
};
export const ListItemSchema = Type.Object(listItem);
export const ListAnswer = envelopeOf(
  Type.Object({ list: Type.Array(ListItemSchema), total: Type.Integer() }),
);

const PhotoSchema = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String({ description: '下载地址（需签名）' }),
});
const EventSchema = Type.Object({
  id: Type.Integer(),
  action: Type.Enum(ACTIONS),
  actionLabel: Type.String(),
  from: Nullable(StateSchema),
  to: StateSchema,
  content: Type.String(),
  departmentName: Type.String(),
  rating: Nullable(Type.Integer()),
  actorName: Type.String(),
  byOperator: Type.Boolean(),
  createdAt: Type.String(),
});

export const DetailAnswer = envelopeOf(
  Type.Object({
    ...listItem,
    content: Type.String(),
    lng: Nullable(Type.Number()),
    lat: Nullable(Type.Number()),
    reply: Type.String(),
    replierName: Type.String(),
    ratingComment: Type.String(),
    reason: Type.String({ description: '不予受理或运营办结的原因' }),
    photos: Type.Array(PhotoSchema),
    events: Type.Array(EventSchema, { description: '办理过程，从早到晚' }),
    canRate: Type.Boolean(),
  }),
);

export const CountsAnswer = envelopeOf(
  Type.Object({
    SUBMITTED: Type.Integer(),
    ASSIGNED: Type.Integer(),
    REPLIED: Type.Integer(),
    CLOSED: Type.Integer(),
    REJECTED: Type.Integer(),
    total: Type.Integer(),
    overdue: Type.Integer(),
  }),
);

const CountOf = Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() });
export const AnalyseAnswer = envelopeOf(
  Type.Object({
    total: Type.Integer(),
    byState: Type.Array(CountOf),
    byCategory: Type.Array(CountOf),
    byDepartment: Type.Array(
      Type.Object({
        departmentId: Type.Integer(),
        name: Type.String(),
        count: Type.Integer(),
        open: Type.Integer(),
        overdue: Type.Integer(),
      }),
    ),
    averageReplyHours: Nullable(Type.Number()),
    averageCloseHours: Nullable(Type.Number()),
    ratedCount: Type.Integer(),
    averageRating: Nullable(Type.Number()),
    lateCount: Type.Integer(),
    overdueTotal: Type.Integer(),
    overdue: Type.Array(ListItemSchema),
  }),
);

export const DepartmentsAnswer = envelopeOf(
  Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      parentId: Nullable(Type.Integer()),
      sort: Type.Integer(),
    }),
  ),
);
