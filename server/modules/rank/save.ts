import type { BodyOf } from '../../../common/contract/endpoint.js';
import type { rankContract } from '../../../common/rank/contract.js';
import { rankProblem, tidy } from '../../../common/rank/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, stateAfterEditOf, storeEdit } from '../../kit/publish/edit.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { RANK_KIND } from './publish-kind.js';
import * as repo from './repo.js';

type SaveInput = BodyOf<typeof rankContract.save>;

/** Creating and editing rank lists: drafts, and withdrawn lists being corrected. */

/**
 * The rules of common/rank/rules.ts, then what only the server knows: every entry is an
 * enterprise of this park.
 */
async function checked(ctx: UserCtx, input: SaveInput) {
  const problem = rankProblem(input);
  if (problem) throw new BizError(problem.message);
  const enterprises = await repo.enterprisesAmong(ctx.db, input.entries.map((e) => e.orgId));
  const stranger = input.entries.findIndex((e) => !enterprises.has(e.orgId));
  if (stranger >= 0)
    throw new BizError(`上榜企业第${String(stranger + 1)}名不是本园区的企业，请重新选择`);
  return {
    title: tidy(input.title),
    period: tidy(input.period),
    description: tidy(input.description),
    figure_label: tidy(input.figureLabel),
    // A unit without figures says nothing.
    figure_unit: tidy(input.figureLabel) === '' ? '' : tidy(input.figureUnit),
    entries: input.entries.map((e) => ({ org_id: e.orgId, figure: e.figure ?? null, note: tidy(e.note) })),
  };
}

/** Creates a draft, or updates a list that is not published (its status stays: the publish kit's edit rule). */
export async function saveRank(ctx: UserCtx, input: SaveInput): Promise<{ id: number; status: repo.RankList['status'] }> {
  const existing = input.id === undefined ? undefined : await repo.rankById(ctx.db, input.id);
  if (input.id !== undefined && !existing) throw notFound('榜单');
  if (existing) stateAfterEditOf(RANK_KIND, existing.status);
  const { entries, ...form } = await checked(ctx, input);
  const now = nowIso();
  const values = { ...form, entry_count: entries.length, updated_at: now };
  const note = `${String(entries.length)}家企业`;
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    let status: repo.RankList['status'] = 'DRAFT';
    if (existing) {
      id = existing.id;
      status = await storeEdit(trx, RANK_KIND, ctx, { id, from: existing.status, values, note });
    } else {
      id = await repo.insertRank(trx, {
        ...values,
        status: 'DRAFT',
        author_id: ctx.user.id,
        publisher_id: null,
        published_at: null,
        withdrawn_at: null,
        created_at: now,
      });
      await noteCreated(trx, RANK_KIND, ctx, id, note);
    }
    await repo.replaceEntries(trx, id, entries);
    return { id, status };
  });
}
