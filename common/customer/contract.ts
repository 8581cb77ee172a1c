import { Type } from 'typebox';
import { PHONE_PATTERN } from '../account-rules.js';
import { IdParams, Nullable, pageOf, paging, SearchText } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';

/**
 * Customer service (SPEC §2 /customer/index and /op/customer): the assistant that answers an
 * enterprise's question from the park's FAQ, published policies and notices; questions left for
 * staff (转人工) and their replies; the operators' FAQ management and question queue.
 */

/** The FAQ's categories, in the order the assistant and the management list show them. */
export const FAQ_CATEGORIES = ['注册认证', '政策申报', '诉求服务', '账号与登录', '园区服务', '其他'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Where an answer comes from. */
export const ANSWER_KINDS = ['FAQ', 'POLICY', 'NOTICE'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
export const ANSWER_KIND_LABELS: Readonly<Record<AnswerKind, string>> = { FAQ: '常见问题', POLICY: '政策', NOTICE: '通知公告' };

/** OPEN 待回复 → REPLIED 已回复. */
export const TICKET_STATUSES = ['OPEN', 'REPLIED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = { OPEN: '待回复', REPLIED: '已回复' };

export const CUSTOMER_LIMITS = {
  questionMin: 2,
  questionMax: 200,
  answerMax: 2000,
  keywordsMax: 200,
  replyMin: 2,
  replyMax: 1000,
  /** Answers one question gets at most. */
  answersMax: 5,
  /** Suggested questions shown on the assistant. */
  suggestionsMax: 8,
  /** Questions a visitor or user may ask per minute. */
  asksPerMinute: 20,
  /** Questions a user may leave for staff per day. */
  ticketsPerDay: 10,
} as const;

const L = CUSTOMER_LIMITS;
const CategorySchema = Type.Enum([...FAQ_CATEGORIES], { title: '分类' });
const TicketStatusSchema = Type.Enum([...TICKET_STATUSES], { description: 'OPEN 待回复 / REPLIED 已回复' });
const Question = (title = '问题') => Type.String({ title, minLength: L.questionMin, maxLength: L.questionMax });

const Answer = Type.Object({
  kind: Type.Enum([...ANSWER_KINDS]),
  id: Type.Integer(),
  title: Type.String({ description: '常见问题的问题，或政策、通知的标题' }),
  category: Type.String({ description: '常见问题的分类；政策为发文单位；通知为通知类型' }),
  snippet: Type.String({ description: '正文中与问题最相关的一段（纯文本）' }),
  answer: Nullable(Type.String({ description: '常见问题的完整答案；政策和通知为 null' })),
  terms: Type.Array(Type.String(), { description: '命中的词，供高亮' }),
  score: Type.Number(),
});

const FaqItem = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String(),
  keywords: Type.Array(Type.String()),
  category: Type.String(),
  pinned: Type.Boolean(),
  hits: Type.Integer({ description: '作为首选答案的次数' }),
  updatedAt: Type.String(),
});

const ticketFields = {
  id: Type.Integer(),
  question: Type.String(),
  status: TicketStatusSchema,
  statusLabel: Type.String(),
  reply: Type.String({ description: '工作人员的回复；未回复为空' }),
  repliedAt: Nullable(Type.String()),
  createdAt: Type.String(),
};

const ManagedTicket = Type.Object({
  ...ticketFields,
  contactName: Type.String(),
  contactPhone: Type.String(),
  orgName: Type.String({ description: '提问人所属企业；个人用户为空' }),
  replierName: Type.String(),
  faqId: Nullable(Type.Integer({ description: '回复转成的常见问题' })),
});

export const customerContract = defineContract(
  { base: 'dpboot', tag: 'customer', module: '智能客服' },
  {
    suggest: {
      method: 'GET',
      path: 'customer/suggest',
      access: 'public',
      summary: '推荐问题（公开）',
      description: `本园区置顶的常见问题在前，其余按被问到的次数，最多 ${String(L.suggestionsMax)} 条。`,
      answer: Type.Array(Type.Object({ id: Type.Integer(), question: Type.String(), category: Type.String() })),
    },
    ask: {
      method: 'POST',
      path: 'customer/ask',
      notLogged: 'a question to the assistant, answered from the FAQ: it changes no data of the park',
      access: 'public',
      summary: '智能问答（公开）',
      description:
        '对问题分词后在本园区的常见问题、已发布的政策和通知中检索，按相关度排序，' +
        `最多 ${String(L.answersMax)} 条；常见问题的关键词和问题权重最高。每人（未登录按 IP）每分钟最多 ${String(L.asksPerMinute)} 次。`,
      body: Type.Object({ question: Question() }),
      answer: Type.Object({ question: Type.String(), answers: Type.Array(Answer) }),
    },
    leave: {
      method: 'POST',
      path: 'customer/ticket/save',
      access: 'login',
      summary: '转人工：给园区工作人员留言',
      description: `工作人员回复后提问人可在“我的留言”中看到。每人每天最多 ${String(L.ticketsPerDay)} 条。`,
      body: Type.Object({
        question: Question('留言内容'),
        contactName: Type.String({ title: '联系人', minLength: 1, maxLength: 20 }),
        contactPhone: Type.String({ title: '联系电话', pattern: PHONE_PATTERN }),
      }),
      answer: Type.Object({ id: Type.Integer(), status: TicketStatusSchema }),
      message: '留言成功，工作人员回复后可在“我的留言”查看',
    },
    mine: {
      method: 'GET',
      path: 'customer/ticket/mine',
      access: 'login',
      summary: '我的留言',
      description: '本人的留言，待回复在前，其余按留言时间从新到旧。',
      query: Type.Object({ ...paging }),
      answer: pageOf(Type.Object(ticketFields)),
    },
    faqList: {
      method: 'GET',
      path: 'customer/faq/list',
      access: 'operator',
      permission: 'customer.manage',
      summary: '常见问题列表（运营）',
      description: '置顶在前，其余按更新时间从新到旧。',
      query: Type.Object({
        category: Type.Optional(Type.Enum(['', ...FAQ_CATEGORIES], { title: '分类', description: '空表示全部' })),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(FaqItem),
      dataScope: { by: '创建人' },
    },
    faqDetail: {
      method: 'GET',
      path: 'customer/faq/detail/:id',
      access: 'operator',
      permission: 'customer.manage',
      summary: '常见问题详情（运营）',
      params: IdParams,
      answer: FaqItem,
    },
    faqSave: {
      method: 'POST',
      path: 'customer/faq/save',
      access: 'operator',
      permission: 'customer.manage',
      summary: '新增或修改常见问题（运营）',
      description: '无 id 为新增，有 id 为修改。关键词用逗号、顿号或空格分隔。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '编号', minimum: 1 })),
        question: Question(),
        answer: Type.String({ title: '答案', minLength: 2, maxLength: L.answerMax }),
        keywords: Type.String({ title: '关键词', maxLength: L.keywordsMax }),
        category: CategorySchema,
        pinned: Type.Optional(Type.Boolean({ title: '置顶' })),
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    faqRemove: {
      method: 'DELETE',
      path: 'customer/faq/delete/:id',
      access: 'operator',
      permission: 'customer.manage',
      summary: '删除常见问题（运营）',
      params: IdParams,
      answer: Type.Object({ id: Type.Integer() }),
      message: '删除成功',
    },
    ticketList: {
      method: 'GET',
      path: 'customer/ticket/list',
      access: 'operator',
      permission: 'customer.manage',
      summary: '留言列表（运营）',
      description: '待回复的按留言时间从旧到新（先到先答），已回复的按回复时间从新到旧。',
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', ...TICKET_STATUSES], { title: '状态', description: '空表示全部' })),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(ManagedTicket),
      dataScope: { none: '留言由企业用户提交，待回复的留言全园区的客服人员都须看到' },
    },
    ticketCounts: {
      method: 'GET',
      path: 'customer/ticket/counts',
      access: 'operator',
      permission: 'customer.manage',
      summary: '各状态的留言数（运营）',
      answer: Type.Object({ OPEN: Type.Integer(), REPLIED: Type.Integer(), total: Type.Integer() }),
    },
    reply: {
      method: 'POST',
      path: 'customer/ticket/reply/:id',
      access: 'operator',
      permission: 'customer.manage',
      summary: '回复留言（运营）',
      description:
        '待回复 → 已回复，提问人在“我的留言”中看到回复。toFaq 为 true 时同时把问题和回复存为常见问题（须给出分类和关键词）。',
      params: IdParams,
      body: Type.Object({
        reply: Type.String({ title: '回复内容', minLength: L.replyMin, maxLength: L.replyMax }),
        toFaq: Type.Optional(Type.Boolean({ title: '转为常见问题' })),
        category: Type.Optional(CategorySchema),
        keywords: Type.Optional(Type.String({ title: '关键词', maxLength: L.keywordsMax })),
      }),
      answer: Type.Object({ id: Type.Integer(), status: TicketStatusSchema, faqId: Nullable(Type.Integer()) }),
      message: '回复成功',
    },
  },
);

export type AskAnswer = AnswerOf<typeof customerContract.ask>;
export type AssistantAnswer = AskAnswer['answers'][number];
export type Suggestion = AnswerOf<typeof customerContract.suggest>[number];
export type MyTicket = ItemOf<typeof customerContract.mine>;
export type ManagedFaq = ItemOf<typeof customerContract.faqList>;
export type ManagedTicket = ItemOf<typeof customerContract.ticketList>;

/** Keywords as typed (逗号、顿号、分号或空格分隔) → distinct, trimmed, in order. */
export function splitKeywords(text: string): string[] {
  const seen: string[] = [];
  for (const word of text.split(/[,，、;；\s]+/)) {
    const w = word.trim();
    if (w && !seen.includes(w)) seen.push(w);
  }
  return seen;
}
