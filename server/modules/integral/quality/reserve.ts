import type { Kysely } from 'kysely';
import { INTEGRAL_STAGE_LABELS } from '../../../../common/integral/model.js';
import { RESERVE_GAP, type QualityReserve, type ReserveItem } from '../../../../common/integral/quality/contract.js';
import type { DB } from '../../../db/schema.js';
import { parseDefinition, parseInputs } from '../breakdown.js';
import { systemRef } from '../present.js';
import type { SystemRow } from '../repo.js';
import { qualityBasis } from './dir.js';
import { bandMoves } from './moves.js';
import * as repo from './repo.js';

/**
 * 后备库: the enterprises whose total is below the park's threshold by no more than the window
 * (`gap`, 10 points by default), the closest first; each with its gap and the band moves that
 * would close it (moves.ts), computed from the figures its score was computed from.
 */

export interface ReserveQuery {
  year?: number | undefined;
  gap?: number | undefined;
  industry?: string | undefined;
  search?: string | undefined;
}

const cents = (value: number) => Math.round(value * 100);

export function reserveItem(system: SystemRow, line: number, row: repo.ScoredRow): ReserveItem {
  const total = Number(row.total);
  const gap = (cents(line) - cents(total)) / 100;
  const plan = bandMoves(parseDefinition(system.definition), parseInputs(row.inputs), { setupDate: row.setup_date, year: system.year }, gap);
  return {
    orgId: row.org_id,
    fullname: row.fullname,
    industryName: row.industry_name,
    area: row.sub_park,
    rank: row.park_rank,
    total,
    stageLabel: INTEGRAL_STAGE_LABELS[row.stage],
    gap,
    movesNeeded: plan.movesNeeded,
    moves: plan.moves,
  };
}

/** A page of the reserve pool, with the basis it was drawn from (the export reads every page). */
export async function reservePage(
  db: Kysely<DB>,
  q: ReserveQuery,
  paging: { pagenum: number; size: number },
) {
  const window = q.gap ?? RESERVE_GAP.default;
  const { system, threshold } = await qualityBasis(db, q.year);
  if (!system || threshold.score === null) return { system, threshold, window, list: [], total: 0 };
  const line = threshold.score;
  const page = await repo.scoresBetween(
    db,
    system.id,
    { min: (cents(line) - cents(window)) / 100, below: line },
    { industry: q.industry, search: q.search },
    paging,
  );
  return { system, threshold, window, list: page.rows.map((row) => reserveItem(system, line, row)), total: page.total };
}

export async function reserveOf(
  db: Kysely<DB>,
  q: ReserveQuery & { pagenum: number; size: number },
): Promise<QualityReserve> {
  const { system, threshold, window, list, total } = await reservePage(db, q, q);
  return {
    year: system?.year ?? q.year ?? null,
    system: system ? systemRef(system) : null,
    threshold,
    gap: window,
    list,
    total,
  };
}
