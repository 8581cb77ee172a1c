import { Type } from 'typebox';
import { audienceEndpoints, AudienceSchema } from '../audience/contract.js';
import { Empty, IdParams, IdQuery, Nullable, pageOf, paging, SearchText } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';

/**
 * SMS push (短信推送, SPEC §7 "SMS push"; screens /op/push, /op/pushed, /op/pushManage): an
 * operator writes a text from a template with variables, chooses the recipients as for in-app
 * messages (common/audience/contract.ts) and sends it now or at a time. The request stores a batch
 * and one record per recipient (PENDING); a background sender delivers them through the SMS
 * gateway at a limited rate and records each gateway result. Failed records can be retried.
 */

/** The variables a text may hold, filled per recipient. */
export const SMS_VARIABLES = {
  企业名称: '接收人所属企业的名称（未关联企业为空）',
  联系人: '接收人的姓名',
  园区名称: '园区名称',
} as const;
export type SmsVariable = keyof typeof SMS_VARIABLES;
export const SMS_VARIABLE_NAMES = Object.keys(SMS_VARIABLES) as SmsVariable[];

/** SCHEDULED: waits for its time; SENDING: being delivered; DONE: every record sent or failed. */
export const SMS_BATCH_STATUSES = ['SCHEDULED', 'SENDING', 'DONE'] as const;
export type SmsBatchStatus = (typeof SMS_BATCH_STATUSES)[number];
export const SMS_BATCH_STATUS_LABELS: Record<SmsBatchStatus, string> = { SCHEDULED: '待发送', SENDING: '发送中', DONE: '已完成' };

/** A recipient's record: PENDING waits, SENDING is claimed by a sender, SENT / FAILED is the gateway's answer. */
export const SMS_RECORD_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type SmsRecordStatus = (typeof SMS_RECORD_STATUSES)[number];
export const SMS_RECORD_STATUS_LABELS: Record<SmsRecordStatus, string> = {
  PENDING: '待发送',
  SENDING: '发送中',
  SENT: '发送成功',
  FAILED: '发送失败',
};

/** One SMS is 70 characters; a long text is sent as several, so the text is capped at 500. */
export const SMS_LIMITS = { nameMax: 50, textMin: 2, textMax: 500 } as const;

const L = SMS_LIMITS;
const BatchStatusSchema = Type.Enum([...SMS_BATCH_STATUSES], { title: '状态', description: 'SCHEDULED 待发送 / SENDING 发送中 / DONE 已完成' });
const RecordStatusSchema = Type.Enum([...SMS_RECORD_STATUSES], { title: '发送结果' });
const TextSchema = Type.String({ title: '短信内容', minLength: L.textMin, maxLength: L.textMax });

const Template = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  text: Type.String(),
  variables: Type.Array(Type.String(), { description: '内容中用到的变量' }),
  updatedAt: Type.String(),
});

const Counts = Type.Object({
  total: Type.Integer({ description: '接收人数' }),
  sent: Type.Integer(),
  failed: Type.Integer(),
  pending: Type.Integer({ description: '待发送与发送中' }),
});

const Batch = Type.Object({
  id: Type.Integer(),
  text: Type.String({ description: '短信模板内容（变量未替换）' }),
  templateName: Type.String({ description: '所用模板；未用模板为空' }),
  audienceText: Type.String(),
  status: BatchStatusSchema,
  statusLabel: Type.String(),
  sendAt: Type.String({ description: '计划发送时间' }),
  finishedAt: Nullable(Type.String()),
  senderName: Type.String(),
  createdAt: Type.String(),
  counts: Counts,
});

export const smsContract = defineContract(
  { base: 'dpboot', tag: 'sms', module: '短信推送' },
  {
    templates: {
      method: 'GET',
      path: 'sms/template/list',
      access: 'operator',
      permission: 'sms.push',
      summary: '短信模板列表（运营）',
      query: Type.Object({ search: SearchText(), ...paging }),
      answer: pageOf(Template),
      dataScope: { none: '短信模板是全园区共用的，不记录录入人' },
    },
    save: {
      method: 'GET',
      path: 'sms/save',
      // SPEC §7 fixes GET; it creates or changes a template, so the operation log logs it.
      writes: true,
      access: 'operator',
      permission: 'sms.push',
      summary: '保存短信模板（运营）',
      description: '无 id 为新增，有 id 为修改。变量写作 {企业名称}、{联系人}、{园区名称}。',
      query: Type.Object({
        id: Type.Optional(Type.Integer({ title: '模板编号', minimum: 1 })),
        name: Type.String({ title: '模板名称', minLength: 1, maxLength: L.nameMax }),
        text: TextSchema,
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    removeTemplate: {
      method: 'DELETE',
      path: 'sms/template/delete/:id',
      access: 'operator',
      permission: 'sms.push',
      summary: '删除短信模板（运营）',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },
    preview: {
      method: 'POST',
      notLogged: 'a preview of the text the first recipient would get: nothing is sent or saved',
      path: 'sms/preview',
      access: 'operator',
      permission: 'sms.push',
      summary: '按第一位接收人预览短信，并给出接收人数（运营）',
      body: Type.Object({ text: TextSchema, audience: AudienceSchema }),
      answer: Type.Object({
        rendered: Type.String({ description: '第一位接收人收到的内容；无接收人时按示例值' }),
        sample: Type.String({ description: '示例接收人：姓名（企业）' }),
        recipients: Type.Integer({ description: '有手机号的接收人数' }),
        orgs: Type.Integer(),
        length: Type.Integer({ description: '替换后的字数' }),
        parts: Type.Integer({ description: '按 70 字一条计的条数' }),
      }),
    },
    send: {
      method: 'POST',
      path: 'sms/smsInfo',
      access: 'operator',
      permission: 'sms.push',
      summary: '发送短信：立即或定时（运营）',
      description:
        '保存批次与每位接收人的发送记录（待发送）后立即返回，由后台按频率限制发送。园区设置的上限：每位操作员每小时的批次数（超出则拒绝），每人每日的推送条数（已达上限的接收人不发送，其余照常发送）。',
      body: Type.Object({
        text: TextSchema,
        templateId: Type.Optional(Type.Integer({ title: '模板', minimum: 1 })),
        audience: AudienceSchema,
        sendAt: Type.Optional(Type.String({ title: '发送时间', maxLength: 40, description: 'ISO-8601；空为立即发送' })),
      }),
      answer: Type.Object({
        id: Type.Integer(),
        recipients: Type.Integer({ description: '本批次发送的人数' }),
        overCap: Type.Integer({ description: '今日已达每人每日上限（园区设置）而未发送的人数' }),
        notice: Type.String({ description: '有人因上限未发送时的说明（写明上限，也在提示语中），否则为空' }),
      }),
      message: '已提交发送',
    },
    list: {
      method: 'GET',
      path: 'sms/list',
      access: 'operator',
      permission: 'sms.push',
      summary: '短信发送批次（运营）',
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', ...SMS_BATCH_STATUSES], { title: '状态', description: '空表示全部' })),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(Batch),
      dataScope: { by: '发送人' },
    },
    detail: {
      method: 'GET',
      path: 'sms/detail',
      access: 'operator',
      permission: 'sms.push',
      summary: '一个发送批次（运营）',
      query: IdQuery('批次编号'),
      answer: Type.Object({ ...Batch.properties, audience: AudienceSchema }),
    },
    records: {
      method: 'GET',
      path: 'sms/listSmsRecordById',
      access: 'operator',
      permission: 'sms.push',
      summary: '一个批次的每位接收人与网关结果（运营）',
      query: Type.Object({
        id: Type.Integer({ title: '批次编号', minimum: 1 }),
        status: Type.Optional(Type.Enum(['', ...SMS_RECORD_STATUSES], { title: '发送结果', description: '空表示全部' })),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          phone: Type.String({ description: '脱敏手机号' }),
          orgName: Type.String(),
          text: Type.String({ description: '替换变量后的内容' }),
          status: RecordStatusSchema,
          statusLabel: Type.String(),
          result: Type.String({ description: '网关返回的信息' }),
          attempts: Type.Integer(),
          sentAt: Nullable(Type.String()),
        }),
      ),
      dataScope: { none: '发送明细属于所查看的批次，由接收范围生成' },
    },
    retry: {
      method: 'POST',
      path: 'sms/retry',
      access: 'operator',
      permission: 'sms.push',
      summary: '重发失败的记录：一条或整批（运营）',
      body: Type.Object({
        batchId: Type.Integer({ title: '批次编号', minimum: 1 }),
        recordId: Type.Optional(Type.Integer({ title: '发送记录', minimum: 1, description: '空为该批次全部失败记录' })),
      }),
      answer: Type.Object({ retried: Type.Integer() }),
      message: '已重新提交发送',
    },
    ...audienceEndpoints('sms/audience', 'sms.push'),
  },
);

export type SmsTemplate = ItemOf<typeof smsContract.templates>;
export type SmsBatch = ItemOf<typeof smsContract.list>;
export type SmsBatchDetail = AnswerOf<typeof smsContract.detail>;
export type SmsRecord = ItemOf<typeof smsContract.records>;
export type SmsPreview = AnswerOf<typeof smsContract.preview>;

/** The variables a text uses, each once, in order. */
export function variablesOf(text: string): SmsVariable[] {
  const found: SmsVariable[] = [];
  for (const m of text.matchAll(/\{([^{}]+)\}/g)) {
    const name = m[1] as SmsVariable;
    if (SMS_VARIABLE_NAMES.includes(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** The names in braces that are not variables (a typo the operator should see). */
export function unknownVariables(text: string): string[] {
  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => !SMS_VARIABLE_NAMES.includes(n as SmsVariable)))];
}

/** How a variable is written in a text: {企业名称}. */
export const smsVariableToken = (name: string) => `{${name}}`;

/**
 * What is wrong with a text before it can be saved or sent (null: nothing): blank, too short or
 * long, or a {变量} that does not exist. The screens and the server give the same messages.
 */
export function smsTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '请填写短信内容';
  if (trimmed.length < SMS_LIMITS.textMin) return `短信内容至少 ${SMS_LIMITS.textMin} 个字`;
  if (trimmed.length > SMS_LIMITS.textMax) return `短信内容不能超过 ${SMS_LIMITS.textMax} 字`;
  const unknown = unknownVariables(trimmed);
  if (unknown.length)
    return `不支持的变量：${unknown.map(smsVariableToken).join('、')}，可用变量：${SMS_VARIABLE_NAMES.map(smsVariableToken).join('、')}`;
  return null;
}

/** One SMS is 70 characters, a longer one is sent in parts of 67. */
export const smsPartsOf = (length: number) => (length <= 70 ? 1 : Math.ceil(length / 67));

/** The text for one recipient: each known variable replaced by its value. */
export function renderSms(text: string, values: Record<SmsVariable, string>): string {
  return text.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
    SMS_VARIABLE_NAMES.includes(name as SmsVariable) ? values[name as SmsVariable] : whole,
  );
}
