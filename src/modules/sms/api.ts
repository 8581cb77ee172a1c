import type { Audience } from '@common/audience/contract';
import { smsContract as c, type SmsBatchStatus, type SmsRecordStatus } from '@common/sms/contract';
import { defineAction, defineItem, defineList, defineQuery } from '@/ui/resource';

/** The SMS push resources (common/sms/contract.ts): templates, composing, batches and their records. */

export type { SmsBatch, SmsBatchDetail, SmsPreview, SmsRecord, SmsTemplate } from '@common/sms/contract';

export type TemplateQuery = { search?: string };
export type BatchQuery = { status?: string; search?: string };
export type RecordQuery = { id?: string; status?: string; search?: string };

const batchStatusOf = (value: string | undefined): SmsBatchStatus | undefined =>
  value === 'SCHEDULED' || value === 'SENDING' || value === 'DONE' ? value : undefined;
const recordStatusOf = (value: string | undefined): SmsRecordStatus | undefined =>
  value === 'PENDING' || value === 'SENDING' || value === 'SENT' || value === 'FAILED' ? value : undefined;

export const smsTemplates = defineList(c.templates, { toQuery: (q: TemplateQuery) => ({ search: q.search }) });
export const smsBatches = defineList(c.list, { toQuery: (q: BatchQuery) => ({ status: batchStatusOf(q.status), search: q.search }) });
export const smsBatch = defineItem(c.detail);
export const smsRecords = defineList(c.records, {
  toQuery: (q: RecordQuery) => ({ id: Number(q.id), status: recordStatusOf(q.status), search: q.search }),
});
/** The rendered text for the first recipient and the count; the server's message when the text is refused. */
export const smsPreview = defineQuery(c.preview, { toInput: (args: { text: string; audience: Audience }) => args });

export const audienceOptions = defineQuery(c.audienceOptions);
export const audienceCount = defineQuery(c.audienceCount, { toInput: (audience: Audience) => audience });
export const audienceOrgs = defineList(c.audienceOrgs, { toQuery: (q: { search?: string; ids?: string }) => q });
export const audienceUsers = defineList(c.audienceUsers, { toQuery: (q: { search?: string; ids?: string }) => q });

const BATCHES = [smsBatches, smsBatch, smsRecords];

export const saveTemplate = defineAction(c.save, { revalidate: [smsTemplates] });
export const deleteTemplate = defineAction(c.removeTemplate, { toInput: (id: number) => ({ id }), revalidate: [smsTemplates], success: '删除成功' });
export const sendSms = defineAction(c.send, { revalidate: BATCHES });
export const retrySms = defineAction(c.retry, { revalidate: BATCHES, success: '已重新提交发送' });
/** Refreshes a batch being sent (its counts and records change as the sender works). */
export const batchResources = BATCHES;
