import type { UserCtx } from '../../kit/context.js';
import { definePort } from '../../kit/port.js';

/** What the SMS push module (server/modules/sms) lets other modules send through its queue. */
export interface SmsPort {
  /**
   * Queues one batch to the active users of the given organisations of the park, exactly as an
   * operator's push to 指定企业 is (the park's caps, the background sender, the outbox), under
   * `label` (shown as the batch's template on /op/push). `text` may use the push's variables
   * ({企业名称}, {联系人}, {园区名称}). Refuses (BizError) what the push would refuse.
   */
  sendToOrgs(ctx: UserCtx, input: { orgIds: number[]; text: string; label: string }): Promise<{ batchId: number; recipients: number; notice: string }>;
}

export const smsPort = definePort<SmsPort>('sms');
