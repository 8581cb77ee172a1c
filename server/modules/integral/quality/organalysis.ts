import type { Kysely } from 'kysely';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_STAGE_LABELS,
  type IntegralDimension,
} from '../../../../common/integral/model.js';
import type { OrgAnalysis, OrgAnalysisResult } from '../../../../common/integral/quality/contract.js';
import { percentileAmong, rankAmong, type IndicatorScore } from '../../../../common/integral/scoring.js';
import type { DB } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { parseDefinition, unpackItems } from '../breakdown.js';
import { round2, systemRef } from '../present.js';
import * as base from '../repo.js';
import * as repo from './repo.js';

/**
 * One enterprise against its park and its industry (企业对标分析), under a year's active version:
 * its total and dimensions against both averages, its percentile in each, every indicator's
 * points against the industry's average points, and what stands out, in words.
 */

const average = (values: readonly number[]) =>
  values.length === 0 ? 0 : round2(values.reduce((a, b) => a + b, 0) / values.length);
const n2 = (value: number) => String(round2(value));
const COLUMN = { TECH: 'tech', GROWTH: 'growth', FEATURE: 'feature' } as const;

/** How far a score is from an average, in words: 高出 3.2分 / 低 1.5分 / 持平. */
const versus = (score: number, avg: number) => {
  const diff = round2(score - avg);
  if (diff === 0) return '与平均持平';
  return diff > 0 ? `高出${n2(diff)}分` : `低${n2(-diff)}分`;
};

const valueText = (item: IndicatorScore) =>
  item.value === null ? item.missingReason || '未填报' : `${n2(item.value)}${item.unit}`;

interface IndicatorVs {
  item: IndicatorScore;
  industryAverage: number;
  parkAverage: number;
  diff: number;
}

/** Strengths and weaknesses as a person would write them, from the dimensions and the indicators that weigh. */
function judgement(
  dimensions: OrgAnalysisResult['dimensions'],
  indicators: readonly IndicatorVs[],
  industry: string,
) {
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  for (const d of dimensions) {
    if (d.max <= 0) continue;
    const diff = round2(d.score - d.industryAverage);
    // A dimension stands out when it is a tenth of its full marks from the industry's average.
    if (diff >= d.max / 10)
      strengths.push(`${d.name}得分${n2(d.score)}分（满分${n2(d.max)}分），比${industry}平均高${n2(diff)}分`);
    else if (diff <= -d.max / 10)
      weaknesses.push(`${d.name}得分${n2(d.score)}分（满分${n2(d.max)}分），比${industry}平均低${n2(-diff)}分`);
  }
  const weighing = indicators.filter((i) => i.item.weight > 0);
  const best = [...weighing].filter((i) => i.diff >= 20).sort((a, b) => b.diff - a.diff).slice(0, 3);
  for (const i of best)
    strengths.push(
      `${i.item.name}：${valueText(i.item)}，得${n2(i.item.points)}分，同行业平均${n2(i.industryAverage)}分`,
    );
  const worst = [...weighing].filter((i) => i.diff <= -20).sort((a, b) => a.diff - b.diff).slice(0, 3);
  for (const i of worst)
    weaknesses.push(
      i.item.missing
        ? `${i.item.name}：${i.item.missingReason}，计0分，同行业平均${n2(i.industryAverage)}分`
        : `${i.item.name}：${valueText(i.item)}，得${n2(i.item.points)}分，同行业平均${n2(i.industryAverage)}分`,
    );
  return { strengths, weaknesses };
}

export async function orgAnalysisOf(
  db: Kysely<DB>,
  orgId: number,
  year: number | undefined,
): Promise<OrgAnalysis> {
  const org = await base.enterprise(db, orgId);
  if (!org) throw notFound('企业');
  const actives = await base.activeSystems(db);
  const system = year === undefined ? actives[0] : actives.find((s) => s.year === year);
  const heading = { orgId: org.id, fullname: org.fullname, industryName: org.industry_name, area: org.sub_park };
  const shell = { org: heading, years: actives.map((s) => s.year) };
  if (!system) return { ...shell, year: year ?? null, system: null, result: null };
  const rows = await repo.versionScores(db, system.id);
  const mine = rows.find((r) => r.org_id === orgId);
  if (!mine) return { ...shell, year: system.year, system: systemRef(system), result: null };

  const definition = parseDefinition(system.definition);
  const total = Number(mine.total);
  const peers = rows.filter((r) => r.industry_name === mine.industry_name);
  const othersOf = (list: typeof rows) => list.filter((r) => r.org_id !== orgId).map((r) => Number(r.total));
  // Each enterprise's points per indicator (its stage's weights do not change the points).
  const points = new Map(rows.map((r) => [r.org_id, unpackItems(definition, 'GROWTH', r.breakdown).map((i) => i.points)]));
  const stage = mine.stage;
  const items = unpackItems(definition, stage, mine.breakdown);
  const pointsAverage = (list: typeof rows, index: number) =>
    average(list.map((r) => points.get(r.org_id)?.[index] ?? 0));

  const indicators: IndicatorVs[] = items.map((item, index) => {
    const industryAverage = pointsAverage(peers, index);
    return { item, industryAverage, parkAverage: pointsAverage(rows, index), diff: round2(item.points - industryAverage) };
  });
  const dimensionOf = (r: (typeof rows)[number], d: IntegralDimension) => Number(r[COLUMN[d]]);
  const dimensions = INTEGRAL_DIMENSIONS.map((dimension) => ({
    dimension,
    name: INTEGRAL_DIMENSION_LABELS[dimension],
    score: dimensionOf(mine, dimension),
    max: round2(items.filter((i) => i.dimension === dimension).reduce((sum, i) => sum + i.weight, 0)),
    parkAverage: average(rows.map((r) => dimensionOf(r, dimension))),
    industryAverage: average(peers.map((r) => dimensionOf(r, dimension))),
  }));
  const industryName = mine.industry_name || '未分类行业';
  const park = {
    count: rows.length,
    rank: rankAmong(total, othersOf(rows)),
    percentile: percentileAmong(total, othersOf(rows)),
    average: average(rows.map((r) => Number(r.total))),
  };
  const industry = {
    name: industryName,
    count: peers.length,
    rank: rankAmong(total, othersOf(peers)),
    percentile: percentileAmong(total, othersOf(peers)),
    average: average(peers.map((r) => Number(r.total))),
  };
  const { strengths, weaknesses } = judgement(dimensions, indicators, industryName);
  const summary =
    `${org.fullname}${String(system.year)}年度创新积分${n2(total)}分，园区第${String(park.rank)}名（共${String(park.count)}家，` +
    `超过${n2(park.percentile)}%的企业），比园区平均${versus(total, park.average)}；` +
    `在${industryName}${String(industry.count)}家企业中排第${String(industry.rank)}名，比行业平均${versus(total, industry.average)}。`;
  return {
    ...shell,
    year: system.year,
    system: systemRef(system),
    result: {
      total,
      stage,
      stageLabel: INTEGRAL_STAGE_LABELS[stage],
      park,
      industry,
      dimensions,
      indicators: indicators.map(({ item, industryAverage, parkAverage, diff }) => ({
        code: item.code,
        name: item.name,
        dimension: item.dimension,
        unit: item.unit,
        value: item.value,
        points: item.points,
        weight: item.weight,
        weighted: item.weighted,
        industryAverage,
        parkAverage,
        diff,
      })),
      strengths,
      weaknesses,
      summary,
    },
  };
}
