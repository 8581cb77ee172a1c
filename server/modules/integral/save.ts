import type { IntegralSystemSave } from '../../../common/integral/contract.js';
import { definitionOfInput } from '../../../common/integral/definition-input.js';
import { systemProblem } from '../../../common/integral/system-problem.js';
import type { UserCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, notFound } from '../../lib/errors.js';
import { computeInBackground } from './compute.js';
import * as repo from './repo.js';

/**
 * Stores an indicator system as the next version of its year and starts scoring the park under it
 * in the background; the answer does not wait for the scores. Until they are ready the year's
 * previous version stays the one everybody reads.
 */
export async function saveSystem(ctx: UserCtx, body: IntegralSystemSave, log: (error: unknown) => void) {
  const definition = definitionOfInput(body.definition);
  if (typeof definition === 'string') throw new BizError(definition);
  const problem = systemProblem(definition);
  if (problem) throw new BizError(problem);
  if (body.basedOnId !== undefined && !(await repo.systemById(ctx.db, body.basedOnId)))
    throw notFound('指标体系版本');
  const version = await repo.nextVersion(ctx.db, body.year);
  const now = nowIso();
  let id: number;
  try {
    const row = await ctx.db
      .insertInto('integral_systems')
      .values({
        year: body.year,
        version,
        status: 'COMPUTING',
        based_on_id: body.basedOnId ?? null,
        note: (body.note ?? '').trim(),
        definition: JSON.stringify(definition),
        indicator_count: definition.indicators.length,
        scored_count: 0,
        author_id: ctx.user.id,
        created_at: now,
        // Held by this process from the start: the background job below computes it.
        claimed_at: now,
        computed_at: null,
        error: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError('该年度的指标体系刚刚被其他人修改过，请刷新后重试');
    throw error;
  }
  void computeInBackground(ctx.db, id, log);
  return { id, year: body.year, version, status: 'COMPUTING' as const };
}
