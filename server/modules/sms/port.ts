import { sendSms } from './compose.js';
import type { SmsPort } from './public.js';

/** The SMS module's port (public.ts): another module's batch is a push to picked organisations. */
export const smsPortImpl: SmsPort = {
  async sendToOrgs(ctx, { orgIds, text, label }) {
    const sent = await sendSms(ctx, { text, audience: { kind: 'ORG', ids: orgIds }, templateName: label });
    return { batchId: sent.id, recipients: sent.recipients, notice: sent.notice };
  },
};
