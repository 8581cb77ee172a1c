import { quoted } from '../quoted.js';
import {
  INDICATOR_CODE,
  INTEGRAL_LIMITS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  type Band,
  type ScoringRule,
  type SystemDefinition,
} from './model.js';
import { hundredths } from './scoring.js';

/** Whether an indicator system holds together: what the editor and the server check before a version is stored. */

const L = INTEGRAL_LIMITS;
const finite = (value: number) => Number.isFinite(value);

function bandsProblem(name: string, bands: readonly Band[]): string | null {
  if (bands.length === 0) return `指标${quoted(name)}至少需要一个档位`;
  if (bands.length > L.maxBands) return `指标${quoted(name)}最多${String(L.maxBands)}个档位`;
  for (const [index, band] of bands.entries()) {
    const place = `指标${quoted(name)}第${String(index + 1)}档`;
    if (!finite(band.points) || band.points < 0 || band.points > L.maxPoints)
      return `${place}的分值应在0到${String(L.maxPoints)}之间`;
    if (band.from !== null && band.to !== null && band.from >= band.to) return `${place}的下限应小于上限`;
    if (index > 0 && band.from === null) return `${place}应有下限（只有第1档可以不设下限）`;
    if (index < bands.length - 1 && band.to === null) return `${place}应有上限（只有最后一档可以不设上限）`;
    const previous = bands[index - 1];
    if (previous && previous.to !== null && band.from !== null && band.from < previous.to)
      return `${place}与第${String(index)}档重叠，档位应从低到高排列`;
  }
  return null;
}

function ruleProblem(name: string, rule: ScoringRule): string | null {
  if (rule.kind === 'BANDED') return bandsProblem(name, rule.bands);
  if (!finite(rule.perUnit) || rule.perUnit <= 0) return `指标${quoted(name)}的每单位分值应大于0`;
  if (!finite(rule.cap) || rule.cap <= 0 || rule.cap > L.maxPoints)
    return `指标${quoted(name)}的封顶分值应在0到${String(L.maxPoints)}之间`;
  return null;
}

/**
 * The first problem of an indicator system, or null: the editor checks it before it sends, the
 * server again before it stores a version. Each problem is the message the operator reads.
 */
export function systemProblem(system: SystemDefinition): string | null {
  const { stageRule: s, indicators } = system;
  if (![s.startupMaxAge, s.matureMinAge].every((n) => Number.isInteger(n) && n >= 0 && n <= 100))
    return '阶段划分的成立年限应为0到100之间的整数';
  if (![s.startupMaxRevenue, s.matureMinRevenue].every((n) => finite(n) && n >= 0 && n <= L.valueMax))
    return '阶段划分的营业收入不能为负数';
  if (s.startupMaxAge > s.matureMinAge) return '初创期的成立年限不能超过成熟期的成立年限';
  if (s.startupMaxRevenue > s.matureMinRevenue) return '初创期的营业收入上限不能超过成熟期的营业收入下限';
  if (indicators.length === 0) return '指标体系至少需要一个指标';
  if (indicators.length > L.maxIndicators) return `指标体系最多${String(L.maxIndicators)}个指标`;
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const indicator of indicators) {
    const name = indicator.name.trim();
    if (name === '') return '请填写指标名称';
    if ([...name].length > L.nameMax) return `指标名称不能超过${String(L.nameMax)}个字`;
    if (names.has(name)) return `指标${quoted(name)}重复`;
    names.add(name);
    if (!INDICATOR_CODE.test(indicator.code))
      return `指标${quoted(name)}的编码应以字母开头，由字母、数字或下划线组成`;
    if (codes.has(indicator.code)) return `指标编码${quoted(indicator.code)}重复`;
    codes.add(indicator.code);
    if ([...indicator.unit].length > L.unitMax)
      return `指标${quoted(name)}的单位不能超过${String(L.unitMax)}个字`;
    const problem = ruleProblem(name, indicator.rule);
    if (problem) return problem;
    for (const stage of INTEGRAL_STAGES) {
      const weight = indicator.weights[stage];
      if (!finite(weight) || weight < 0 || weight > 100)
        return `指标${quoted(name)}的${INTEGRAL_STAGE_LABELS[stage]}权重应在0到100之间`;
    }
  }
  for (const stage of INTEGRAL_STAGES) {
    const sum =
      indicators.reduce((total, indicator) => total + hundredths(indicator.weights[stage]), 0) / 100;
    if (sum !== 100) return `${INTEGRAL_STAGE_LABELS[stage]}的权重合计为${String(sum)}%，应为100%`;
  }
  return null;
}
