import { Type } from 'typebox';
import { audienceEndpoints, AudienceSchema } from '../audience/contract.js';
import { Empty, FileItem, IdParams, Nullable, pageOf, paging, SearchText, sortFields } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';

/**
 * In-app messages (站内消息, SPEC §2 /op/message…, /user/message…) and system notifications
 * (系统通知, /user/messageNotice): operators compose a message, choose its recipients (the shared
 * audience, common/audience/contract.ts) and send it; workflows (certification, appeals,
 * declarations) notify the people concerned through the server kit's notify port. Every recipient
 * has their own delivered / read state.
 */

/** MESSAGE: sent by an operator; NOTICE: raised by a workflow. */
export const MESSAGE_KINDS = ['MESSAGE', 'NOTICE'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message being composed (DRAFT) or sent (SENT); a sent message is never changed. */
export const MESSAGE_STATUSES = ['DRAFT', 'SENT'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { DRAFT: '草稿', SENT: '已发送' };

/** Which workflow raised a notification: declared by each area (common/message/topics.ts). */
export { NOTICE_TOPICS, type NoticeTopic } from './topics.js';

export const MESSAGE_LIMITS = { titleMin: 2, titleMax: 100, bodyMax: 100_000, maxFiles: 20 } as const;
export const MESSAGE_SORTS = ['title', 'sentAt', 'updatedAt', 'recipients', 'readCount'] as const;

const L = MESSAGE_LIMITS;
const StatusSchema = Type.Enum([...MESSAGE_STATUSES], { title: '状态', description: 'DRAFT 草稿 / SENT 已发送' });
const KindSchema = Type.Enum([...MESSAGE_KINDS], { title: '消息类别', description: 'MESSAGE 站内消息 / NOTICE 系统通知' });
const READ_FILTERS = ['', 'READ', 'UNREAD'] as const;
const ReadFilter = Type.Optional(Type.Enum([...READ_FILTERS], { title: '阅读状态', description: '空为全部；READ 已读；UNREAD 未读' }));

const SentItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  status: StatusSchema,
  statusLabel: Type.String(),
  audience: Nullable(AudienceSchema),
  audienceText: Type.String({ description: '接收对象的说明' }),
  recipients: Type.Integer({ description: '接收用户数' }),
  readCount: Type.Integer({ description: '已读人数' }),
  senderName: Type.String(),
  sentAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const MyItem = Type.Object({
  id: Type.Integer({ description: '消息编号' }),
  kind: KindSchema,
  topic: Type.String({ description: '系统通知的来源（认证审核、诉求办理…）；站内消息为空' }),
  title: Type.String(),
  summary: Type.String(),
  link: Nullable(Type.String({ description: '相关记录的页面路径' })),
  read: Type.Boolean(),
  readAt: Nullable(Type.String()),
  deliveredAt: Type.String(),
});

const Unread = Type.Object({
  message: Type.Integer({ description: '未读站内消息' }),
  notice: Type.Integer({ description: '未读系统通知' }),
  total: Type.Integer(),
});

export const messageContract = defineContract(
  { base: 'dpboot', tag: 'message', module: '站内消息' },
  {
    // ---- Operators ----
    sentList: {
      method: 'GET',
      path: 'message/list',
      access: 'operator',
      permission: 'message.send',
      summary: '站内消息列表：草稿与已发送，含接收与已读人数（运营）',
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', ...MESSAGE_STATUSES], { title: '状态', description: '空表示全部' })),
        search: SearchText(),
        ...paging,
        ...sortFields(MESSAGE_SORTS),
      }),
      answer: pageOf(SentItem),
      dataScope: { by: '发送人' },
    },
    counts: {
      method: 'GET',
      path: 'message/counts',
      access: 'operator',
      permission: 'message.send',
      summary: '各状态的站内消息数（运营）',
      answer: Type.Object({ DRAFT: Type.Integer(), SENT: Type.Integer(), total: Type.Integer() }),
    },
    manageDetail: {
      method: 'GET',
      path: 'message/manage/detail/:id',
      access: 'operator',
      permission: 'message.send',
      summary: '站内消息详情（运营）',
      params: IdParams,
      answer: Type.Object({
        ...SentItem.properties,
        body: Type.String({ description: '经过白名单过滤的 HTML' }),
        attachmentIds: Type.Array(Type.Integer()),
        files: Type.Array(FileItem),
        unread: Type.Integer(),
      }),
    },
    save: {
      method: 'POST',
      path: 'message/save',
      access: 'operator',
      permission: 'message.send',
      summary: '保存站内消息草稿（运营）',
      description: '无 id 为新增，有 id 为修改；已发送的消息不能修改。正文按白名单过滤。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '消息编号', minimum: 1 })),
        title: Type.String({ title: '标题', minLength: 1, maxLength: L.titleMax }),
        body: Type.String({ title: '正文', minLength: 1, maxLength: L.bodyMax, description: 'HTML，保存时按白名单过滤' }),
        attachmentIds: Type.Optional(Type.Array(Type.Integer({ title: '附件', minimum: 1 }), { title: '附件', maxItems: L.maxFiles })),
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    send: {
      method: 'POST',
      path: 'message/send/:id',
      access: 'operator',
      permission: 'message.send',
      summary: '向所选接收对象发送草稿（运营）',
      description: '草稿 → 已发送；接收对象在发送时解析为用户，之后加入的用户不会收到。附件和正文图片对接收人可见。',
      params: IdParams,
      body: Type.Object({ audience: AudienceSchema }),
      answer: Type.Object({ id: Type.Integer(), recipients: Type.Integer(), orgs: Type.Integer() }),
      message: '发送成功',
    },
    remove: {
      method: 'DELETE',
      path: 'message/delete/:id',
      access: 'operator',
      permission: 'message.send',
      summary: '删除草稿（运营）',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },
    result: {
      method: 'GET',
      path: 'message/result/:id',
      access: 'operator',
      permission: 'message.send',
      summary: '一条消息的每位接收人：送达与阅读时间（运营）',
      params: IdParams,
      query: Type.Object({ read: ReadFilter, search: SearchText(), ...paging }),
      answer: Type.Object({
        list: Type.Array(
          Type.Object({
            userId: Type.Integer(),
            name: Type.String(),
            phone: Type.String({ description: '脱敏手机号' }),
            orgName: Type.String(),
            deliveredAt: Type.String(),
            read: Type.Boolean(),
            readAt: Nullable(Type.String()),
          }),
        ),
        total: Type.Integer(),
        stats: Type.Object({ recipients: Type.Integer(), read: Type.Integer(), unread: Type.Integer() }),
      }),
      dataScope: { none: '接收人由消息的接收范围决定，不由经办人逐条录入' },
    },
    ...audienceEndpoints('message/audience', 'message.send'),

    // ---- Recipients (any signed-in user: their own messages only) ----
    myList: {
      method: 'GET',
      path: 'message/my/list',
      access: 'login',
      summary: '我的消息：未读在前，其余从新到旧',
      query: Type.Object({ kind: KindSchema, read: ReadFilter, ...paging }),
      answer: pageOf(MyItem),
    },
    myDetail: {
      method: 'GET',
      path: 'message/my/detail/:id',
      access: 'login',
      summary: '我的一条消息；打开即标记为已读',
      params: IdParams,
      answer: Type.Object({
        ...MyItem.properties,
        body: Type.String({ description: '站内消息为过滤后的 HTML；系统通知为纯文本' }),
        senderName: Type.String({ description: '站内消息为“园区管理委员会”，系统通知为空' }),
        files: Type.Array(FileItem),
      }),
    },
    markRead: {
      method: 'POST',
      notLogged: 'marking one’s own messages read is no act on the park’s data (the read itself is its record)',
      path: 'message/my/read/:id',
      access: 'login',
      summary: '标记一条消息为已读',
      params: IdParams,
      answer: Unread,
    },
    markAllRead: {
      method: 'POST',
      notLogged: 'marking one’s own messages read is no act on the park’s data (the read itself is its record)',
      path: 'message/my/readAll',
      access: 'login',
      summary: '全部标记为已读（站内消息或系统通知）',
      body: Type.Object({ kind: KindSchema }),
      answer: Unread,
      message: '已全部标记为已读',
    },
    unread: {
      method: 'GET',
      path: 'message/my/unread',
      access: 'login',
      summary: '我的未读消息数',
      answer: Unread,
    },
  },
);

export type SentMessage = ItemOf<typeof messageContract.sentList>;
export type ManagedMessage = AnswerOf<typeof messageContract.manageDetail>;
export type MessageCounts = AnswerOf<typeof messageContract.counts>;
export type RecipientRow = ItemOf<typeof messageContract.result>;
export type ResultAnswer = AnswerOf<typeof messageContract.result>;
export type MyMessage = ItemOf<typeof messageContract.myList>;
export type MyMessageDetail = AnswerOf<typeof messageContract.myDetail>;
export type UnreadCounts = AnswerOf<typeof messageContract.unread>;
