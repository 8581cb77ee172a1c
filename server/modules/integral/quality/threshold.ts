import type { Kysely } from 'kysely';
import {
  DEFAULT_QUALITY_THRESHOLD,
  QUALITY_MODE_LABELS,
  type QualityMode,
  type QualityThreshold,
} from '../../../../common/integral/quality/contract.js';
import type { DB } from '../../../db/schema.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError } from '../../../lib/errors.js';
import type { SystemRow } from '../repo.js';
import type { IntegralQualityThresholdsTable } from './tables.js';

/**
 * A park's quality threshold of a year (优质企业门槛): a total to reach (SCORE) or the top share of
 * the year's scored enterprises (TOP, the default: the top 20%). Under TOP the line is the total
 * of the last enterprise inside the share — ceil(count × share), at least one — and every
 * enterprise with that total or more is in (equal totals are never split).
 */

export interface ThresholdSetting extends Pick<IntegralQualityThresholdsTable, 'mode' | 'value'> {
  isDefault: boolean;
}

export async function settingOf(db: Kysely<DB>, year: number): Promise<ThresholdSetting> {
  const row = await db
    .selectFrom('integral_quality_thresholds')
    .select(['mode', 'value'])
    .where('year', '=', year)
    .executeTakeFirst();
  return row
    ? { mode: row.mode, value: Number(row.value), isDefault: false }
    : { mode: DEFAULT_QUALITY_THRESHOLD.mode, value: DEFAULT_QUALITY_THRESHOLD.value, isDefault: true };
}

/** The scores a TOP threshold is read from: the version's totals, highest first. */
async function totalsDesc(db: Kysely<DB>, systemId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('integral_scores')
    .select('total')
    .where('system_id', '=', systemId)
    .orderBy('total', 'desc')
    .execute();
  return rows.map((r) => Number(r.total));
}

const num = (value: number) => String(Math.round(value * 100) / 100);

/** The line a setting draws among a version's totals (highest first); null when nobody is scored. */
export function lineOf(setting: Pick<ThresholdSetting, 'mode' | 'value'>, totals: readonly number[]): number | null {
  if (setting.mode === 'SCORE') return setting.value;
  if (totals.length === 0) return null;
  const n = Math.min(Math.max(Math.ceil((totals.length * setting.value) / 100), 1), totals.length);
  return totals[n - 1]!;
}

export function describeThreshold(setting: ThresholdSetting, totals: readonly number[]): QualityThreshold {
  const score = lineOf(setting, totals);
  const qualifiedCount = score === null ? 0 : totals.filter((t) => t >= score).length;
  const text =
    setting.mode === 'SCORE'
      ? `总分不低于${num(setting.value)}分`
      : score === null
        ? `排名前${num(setting.value)}%`
        : `排名前${num(setting.value)}%（总分不低于${num(score)}分）`;
  return {
    mode: setting.mode,
    modeLabel: QUALITY_MODE_LABELS[setting.mode],
    value: setting.value,
    isDefault: setting.isDefault,
    score,
    text,
    qualifiedCount,
    scoredCount: totals.length,
  };
}

/** The threshold of a version (its year's setting, placed among its totals). */
export async function thresholdOf(db: Kysely<DB>, system: SystemRow | undefined, year?: number) {
  const setting = await settingOf(db, system?.year ?? year ?? 0);
  const totals = system ? await totalsDesc(db, system.id) : [];
  return { threshold: describeThreshold(setting, totals), totals };
}

/** Stores a park's threshold of a year; a TOP share is 1–100 %, a SCORE line 0–100 points. */
export async function saveThreshold(
  db: Kysely<DB>,
  userId: number,
  body: { year: number; mode: QualityMode; value: number },
): Promise<void> {
  if (!Number.isFinite(body.value)) throw new BizError('请填写门槛');
  if (body.mode === 'TOP' && (body.value < 1 || body.value > 100))
    throw new BizError('排名前百分比应在1到100之间');
  if (body.mode === 'SCORE' && (body.value <= 0 || body.value > 100))
    throw new BizError('分数线应大于0分，且不超过100分');
  const value = Math.round(body.value * 100) / 100;
  const row = { mode: body.mode, value, updated_by: userId, updated_at: nowIso() };
  await db
    .insertInto('integral_quality_thresholds')
    .values({ year: body.year, ...row })
    .onConflict((oc) => oc.columns(['tenant_id', 'year']).doUpdateSet(row))
    .execute();
}
