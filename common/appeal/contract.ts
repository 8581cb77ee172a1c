import { Type, type TSchema } from 'typebox';
import { FileItem, IdParams, Nullable, pageOf, paging, Saved, selectedIds, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, MULTIPART, type AnswerOf, type BodyOf, type ItemOf } from '../contract/endpoint.js';
import { APPEAL_ACTION_LIST, APPEAL_CATEGORY_CODES, APPEAL_LIMITS, APPEAL_STATE_LIST } from './rules.js';

/**
 * Appeals (诉求): the enterprises' filing (an outbox route: exactly once per Idempotency-Key), their
 * list, detail, photos and rating; the operators' queue, handling, analysis and export (SPEC §7
 * require/export); and the park's departments the handling is assigned to. Titles become the
 * validation messages.
 */

/** The multipart field the photos come in. */
export const PHOTO_FIELD = 'photos';

const L = APPEAL_LIMITS;
const StateSchema = Type.Enum([...APPEAL_STATE_LIST], {
  description: 'SUBMITTED 待受理 / ASSIGNED 办理中 / REPLIED 已答复 / CLOSED 已办结 / REJECTED 不予受理',
});

/** The operators' list may be sorted by these (server/modules/appeal/repo.ts maps them to columns). */
export const APPEAL_LIST_SORTS = ['createdAt', 'dueAt', 'title', 'orgName', 'state'] as const;

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
  category: Type.Optional(Type.Enum(['', ...APPEAL_CATEGORY_CODES], { title: '诉求类别', description: '空表示全部' })),
  departmentId: Type.Optional(Type.String({ title: '承办部门', pattern: '^\\d{0,10}$', description: '部门编号；空表示全部' })),
  overdue: Type.Optional(Type.Enum(['', '0', '1'], { title: '是否超期', description: '1：仅超期未答复的' })),
  search: Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '标题、内容或企业名称中的文字' })),
};

const dayOrEmpty = (title: string, description: string) =>
  Type.Optional(Type.String({ title, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description }));

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
const ListItem = Type.Object(listItem);

const EventSchema = Type.Object({
  id: Type.Integer(),
  action: Type.Enum([...APPEAL_ACTION_LIST]),
  actionLabel: Type.String(),
  from: Nullable(StateSchema),
  to: StateSchema,
  content: Type.String({ description: '该步骤的答复、进展、原因或评价说明' }),
  departmentName: Type.String({ description: '交办 / 转办：承办部门' }),
  rating: Nullable(Type.Integer()),
  actorName: Type.String(),
  byOperator: Type.Boolean({ description: '由园区工作人员办理' }),
  createdAt: Type.String(),
});

const Changed = Type.Object({ id: Type.Integer(), state: StateSchema });
const CountOf = Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() });

/** A step of the operators on one appeal: `:id` and a body. */
const operatorStep = <B extends TSchema>(path: string, summary: string, description: string, body: B, message: string) =>
  ({ method: 'POST', path, access: 'operator', permission: 'appeal.handle', summary, description, params: IdParams, body, answer: Changed, message }) as const;

const reasonBody = Type.Object({ reason: Type.String({ title: '原因', minLength: 1, maxLength: L.noteMax }) });

export const appealContract = defineContract(
  { base: 'dpboot', tag: 'appeal', module: '企业诉求' },
  {
    submit: {
      method: 'POST',
      path: 'appeal/submit',
      access: 'login',
      summary: '提交诉求（企业用户；运营人员可代企业提交）',
      description:
        'multipart/form-data：category（诉求类别代码）、title、content、address、lng/lat（可选，WGS-84）、orgId（仅运营人员代企业提交时）；' +
        `${PHOTO_FIELD}：0–${L.photosMax} 张图片（jpg/png/webp/gif，按内容识别）。须带请求头 Idempotency-Key：` +
        '同一园区内同一标识的重复提交（含并发）返回第一次的结果 { id }，不再写入任何内容。',
      body: MULTIPART,
      answer: Saved,
      message: '提交成功',
      outbox: true,
    },
    mine: {
      method: 'GET',
      path: 'appeal/mine',
      access: 'login',
      summary: '我的诉求',
      description: '企业用户：本企业的诉求及本人提交的；运营人员：本人代企业提交的。按提交时间从新到旧。',
      query: Type.Object({
        state: Type.Optional(Type.Enum(['', ...APPEAL_STATE_LIST], { title: '办理状态', description: '空表示全部' })),
        ...paging,
      }),
      answer: pageOf(ListItem),
    },
    detail: {
      method: 'GET',
      path: 'appeal/detail/:id',
      access: 'login',
      summary: '诉求详情（含照片与办理过程）',
      description:
        '运营人员须有诉求受理权限（appeal.handle），可看其数据范围内的诉求（仅有诉求分析权限的只看统计）；代企业提交的运营人员可看本人提交的；' +
        '其他用户只能看本企业的和本人提交的，其余一律为“不存在”。',
      params: IdParams,
      answer: Type.Object({
        ...listItem,
        content: Type.String(),
        lng: Nullable(Type.Number()),
        lat: Nullable(Type.Number()),
        reply: Type.String(),
        replierName: Type.String(),
        ratingComment: Type.String(),
        reason: Type.String({ description: '不予受理或运营办结的原因' }),
        photos: Type.Array(FileItem),
        events: Type.Array(EventSchema, { description: '办理过程，从早到晚' }),
        canRate: Type.Boolean({ description: '当前用户可以评价答复（已答复，且为诉求企业的用户）' }),
      }),
    },
    photo: {
      method: 'GET',
      path: 'appeal/photo/:id/:fileId',
      access: 'login',
      summary: '下载诉求照片（文件流）',
      description: '能看到该诉求详情的人（同 appeal/detail）都能下载它的照片，其他人一律为“不存在”。失败时返回 JSON 信封。',
      params: Type.Object({
        id: Type.Integer({ minimum: 1, title: '诉求编号' }),
        fileId: Type.Integer({ minimum: 1, title: '照片编号' }),
      }),
      answer: FILE,
    },
    rate: {
      method: 'POST',
      path: 'appeal/rate/:id',
      access: 'login',
      summary: '评价答复（诉求企业的用户）',
      description: '已答复 → 已办结：1–5 星，评价说明可选（不超过 200 字）。',
      params: IdParams,
      body: Type.Object({
        rating: Type.Integer({ title: '评价星级', minimum: 1, maximum: 5 }),
        comment: Type.Optional(Type.String({ title: '评价说明', maxLength: L.commentMax })),
      }),
      answer: Changed,
      message: '评价成功',
    },
    list: {
      method: 'GET',
      path: 'appeal/list',
      access: 'operator',
      permission: 'appeal.handle',
      summary: '诉求列表（运营）',
      description: '按状态（可多个）、类别、承办部门、是否超期和关键词筛选；按提交时间从新到旧。',
      query: Type.Object({ ...filters, ...paging, ...sortFields(APPEAL_LIST_SORTS) }),
      answer: pageOf(ListItem),
      dataScope: { by: '经办人' },
    },
    counts: {
      method: 'GET',
      path: 'appeal/counts',
      access: 'operator',
      permission: 'appeal.handle',
      summary: '各状态的诉求数与超期数（运营）',
      answer: Type.Object({
        SUBMITTED: Type.Integer(),
        ASSIGNED: Type.Integer(),
        REPLIED: Type.Integer(),
        CLOSED: Type.Integer(),
        REJECTED: Type.Integer(),
        total: Type.Integer(),
        overdue: Type.Integer(),
      }),
    },
    assign: operatorStep(
      'appeal/assign/:id',
      '受理并交办 / 转办（运营）',
      '待受理 → 办理中（交给承办部门）；办理中时改交另一部门为转办。交办意见可选。',
      Type.Object({
        departmentId: Type.Integer({ title: '承办部门', minimum: 1, maximum: 2_147_483_647 }),
        note: Type.Optional(Type.String({ title: '交办意见', maxLength: L.noteMax })),
      }),
      '交办成功',
    ),
    progress: operatorStep(
      'appeal/progress/:id',
      '记录办理进展（运营）',
      '办理中时记录一条进展（2–500 字），企业可见。',
      Type.Object({ note: Type.String({ title: '办理进展', minLength: 1, maxLength: L.noteMax }) }),
      '已记录',
    ),
    reply: operatorStep(
      'appeal/reply/:id',
      '答复诉求（运营）',
      '办理中 → 已答复（5–2000 字），等待企业评价。',
      Type.Object({ content: Type.String({ title: '答复内容', minLength: 1, maxLength: L.replyMax }) }),
      '答复成功',
    ),
    close: operatorStep(
      'appeal/close/:id',
      '办结诉求（运营）',
      '办理中或已答复 → 已办结，须填写办结说明（2–500 字），例如企业逾期未评价。',
      reasonBody,
      '已办结',
    ),
    reject: operatorStep(
      'appeal/reject/:id',
      '不予受理（运营）',
      '待受理 → 不予受理，须填写原因（2–500 字），企业可见。',
      reasonBody,
      '已不予受理',
    ),
    analyse: {
      method: 'GET',
      path: 'appeal/analyse',
      access: 'operator',
      permission: 'appeal.analyse',
      summary: '诉求分析（运营）',
      description:
        '按状态、类别、承办部门统计，平均答复与办结时长（小时），评价，以及超期未答复的诉求（最久的在前，至多 50 条）。可按提交日期范围统计。',
      query: Type.Object({
        from: dayOrEmpty('开始日期', 'YYYY-MM-DD，按提交日期'),
        to: dayOrEmpty('结束日期', 'YYYY-MM-DD（含当天）'),
      }),
      answer: Type.Object({
        total: Type.Integer(),
        byState: Type.Array(CountOf),
        byCategory: Type.Array(CountOf),
        byDepartment: Type.Array(
          Type.Object({
            departmentId: Type.Integer(),
            name: Type.String(),
            count: Type.Integer({ description: '交办给该部门的诉求数' }),
            open: Type.Integer({ description: '仍在办理中的' }),
            overdue: Type.Integer(),
          }),
        ),
        averageReplyHours: Nullable(Type.Number({ description: '提交到答复的平均小时数；无已答复的为 null' })),
        averageCloseHours: Nullable(Type.Number({ description: '提交到办结的平均小时数' })),
        ratedCount: Type.Integer(),
        averageRating: Nullable(Type.Number()),
        lateCount: Type.Integer({ description: '超期答复的' }),
        overdueTotal: Type.Integer(),
        overdue: Type.Array(ListItem, { description: '超期未答复的，最久的在前（至多 50 条）' }),
      }),
    },
    export: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'require/export',
      access: 'operator',
      permission: 'appeal.handle',
      summary: '导出诉求台账（运营）',
      description:
        '条件同 appeal/list（忽略分页），导出全部符合条件的诉求为 .xlsx，文件名 诉求台账-YYYYMMDD.xlsx（content-disposition）；给出 ids 时只导出所选的这些。',
      body: Type.Object({ ...filters, ids: selectedIds('所选诉求') }),
      answer: FILE,
    },
  },
);

/** The park's departments (assigning appeals to them). */
export const departmentContract = defineContract(
  { base: 'dpboot', tag: 'dept', module: '企业诉求' },
  {
    list: {
      method: 'GET',
      path: 'dept/list',
      access: 'operator',
      permission: 'appeal.handle',
      summary: '本园区的部门（运营）',
      description: '按排序号排列；交办诉求时选择承办部门用。',
      answer: Type.Array(
        Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Nullable(Type.Integer()), sort: Type.Integer() }),
      ),
    },
  },
);

export type AppealListItem = ItemOf<typeof appealContract.mine>;
export type AppealDetail = AnswerOf<typeof appealContract.detail>;
export type AppealPhoto = AppealDetail['photos'][number];
export type AppealEvent = AppealDetail['events'][number];
export type AppealCounts = AnswerOf<typeof appealContract.counts>;
export type AppealAnalysis = AnswerOf<typeof appealContract.analyse>;
export type AppealChanged = AnswerOf<typeof appealContract.assign>;
/** The operators' list filters (the list's query without paging; the export's body). */
export type AppealFilters = BodyOf<typeof appealContract.export>;
export type Department = AnswerOf<typeof departmentContract.list>[number];
