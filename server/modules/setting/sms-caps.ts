import { SMS_CAP_LIMITS, smsCapProblem, type SmsCapName, type SmsCaps } from '../../../common/setting/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { record } from '../../lib/audit-log.js';
import { BizError } from '../../lib/errors.js';
import { smsCapsOf } from '../../lib/sms-caps.js';
import { writeSection } from './store.js';

/** 短信推送 (/op/setting/sms): the park's caps on SMS pushes, which the SMS push module applies. */
export const smsCapsSetting = (ctx: UserCtx): Promise<SmsCaps> => smsCapsOf(ctx.db, ctx.tenantId);

export async function saveSmsCaps(ctx: UserCtx, body: SmsCaps): Promise<null> {
  const names = Object.keys(SMS_CAP_LIMITS) as SmsCapName[];
  const problem = names.map((name) => smsCapProblem(name, body[name])).find((p) => p !== null);
  if (problem) throw new BizError(problem);
  const value = { perRecipientPerDay: body.perRecipientPerDay, perOperatorPerHour: body.perOperatorPerHour };
  await ctx.db.transaction().execute(async (trx) => {
    await writeSection(trx, 'sms', value, ctx.user.id);
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: 'park_setting',
      subjectId: ctx.tenantId,
      action: 'SAVE',
      from: null,
      to: 'sms',
      reason: `每人每日${String(value.perRecipientPerDay)}条，每位操作员每小时${String(value.perOperatorPerHour)}批`,
      actorId: ctx.user.id,
    });
  });
  return null;
}
