import type { ActivityInput } from '../../../common/activity/contract.js';
import { timesProblem } from '../../../common/activity/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, storeEdit } from '../../kit/publish/edit.js';
import { plainText, sanitizeBody } from '../../kit/rich-text.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { ACTIVITY_KIND } from './publish-kind.js';
import * as repo from './repo.js';

/**
 * Creating (a draft) and editing an activity. The times must follow each other; the capacity may
 * not drop below the places already taken (read in the transaction that writes it). The body is
 * cleaned by the kit's allow-list; images are not kept (an activity's text has none of its own files).
 */
export async function saveActivity(ctx: UserCtx, input: ActivityInput) {
  const problem = timesProblem(input);
  if (problem) throw new BizError(problem);
  const body = sanitizeBody(input.body, () => false).html;
  if (!plainText(body).trim()) throw new BizError('请填写活动详情');
  const now = nowIso();
  const values = {
    title: input.title.trim(),
    type: input.type,
    host: input.host.trim(),
    place: input.place.trim(),
    start_at: new Date(input.startAt).toISOString(),
    end_at: new Date(input.endAt).toISOString(),
    deadline: new Date(input.deadline).toISOString(),
    capacity: input.capacity,
    high_tech: input.highTech ? 1 : 0,
    body,
    updated_at: now,
  };
  return ctx.db.transaction().execute(async (trx) => {
    if (input.id !== undefined) {
      const existing = await repo.activityById(trx, input.id);
      if (!existing) throw notFound('活动');
      if (input.capacity < Number(existing.enrolled))
        throw new BizError(`名额不能少于已报名人数（${String(existing.enrolled)}人）`);
      const status = await storeEdit(trx, ACTIVITY_KIND, ctx, { id: existing.id, from: existing.status, values });
      return { id: existing.id, status };
    }
    const id = await repo.insertActivity(trx, {
      ...values,
      status: 'DRAFT',
      author_id: ctx.user.id,
      publisher_id: null,
      published_at: null,
      created_at: now,
    });
    await noteCreated(trx, ACTIVITY_KIND, ctx, id);
    return { id, status: 'DRAFT' as const };
  });
}
