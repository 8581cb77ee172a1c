import type {
  Band,
  IndicatorDef,
  IntegralDimension,
  IntegralField,
  StageRule,
  StageWeights,
  SystemDefinition,
} from './model.js';

/**
 * The 18 core indicators of the 企业创新积分制 guideline as a park starts from them: 9 of 技术创新,
 * 7 of 成长经营 and 2 特色指标 a park usually adds (研发机构, 科技奖励), with bands and stage
 * weights. A park edits them (each edit is a new version); this is the template new years begin
 * with and the demo's system.
 */

/** Bands from (lower end, upper end, points) triples; null ends are open. */
const bands = (...rows: [number | null, number | null, number][]): { kind: 'BANDED'; bands: Band[] } => ({
  kind: 'BANDED',
  bands: rows.map(([from, to, points]) => ({ from, to, points })),
});
const linear = (perUnit: number, cap = 100) => ({ kind: 'LINEAR' as const, perUnit, cap });
const field = (name: IntegralField) => ({ kind: 'FIELD' as const, field: name });
const ratio = (numerator: IntegralField, denominator: IntegralField) => ({
  kind: 'RATIO' as const,
  numerator,
  denominator,
});
/** Weights for 初创期, 成长期, 成熟期 (per cent). */
const w = (STARTUP: number, GROWTH: number, MATURE: number): StageWeights => ({ STARTUP, GROWTH, MATURE });

const indicator = (
  dimension: IntegralDimension,
  code: string,
  name: string,
  unit: string,
  source: IndicatorDef['source'],
  rule: IndicatorDef['rule'],
  weights: StageWeights,
): IndicatorDef => ({ code, name, dimension, unit, source, rule, weights });

/**
 * Young firms are judged mostly on what they invest in innovation and the money they raise;
 * mature ones more on revenue and tax. Each stage's weights add up to 100.
 */
// prettier-ignore
export const GUIDELINE_INDICATORS: readonly IndicatorDef[] = [
  indicator('TECH', 'rdExpense', '研发费用总额', '万元', field('rdExpense'),
    bands([0, 100, 20], [100, 300, 40], [300, 500, 55], [500, 1000, 70], [1000, 3000, 85], [3000, null, 100]), w(6, 7, 8)),
  indicator('TECH', 'rdIntensity', '研发费用占营业收入比例', '%', ratio('rdExpense', 'revenue'),
    bands([0, 1, 10], [1, 3, 30], [3, 5, 50], [5, 8, 70], [8, 12, 85], [12, null, 100]), w(10, 8, 6)),
  indicator('TECH', 'rdStaffShare', '研发人员占职工总数比例', '%', ratio('rdStaff', 'staff'),
    bands([0, 5, 10], [5, 10, 30], [10, 20, 55], [20, 30, 75], [30, 45, 90], [45, null, 100]), w(8, 6, 4)),
  indicator('TECH', 'inventionPatents', '有效发明专利数', '件', field('inventionPatents'), linear(10), w(8, 7, 6)),
  indicator('TECH', 'highValuePatents', '高价值发明专利数', '件', field('highValuePatents'), linear(20), w(6, 6, 6)),
  indicator('TECH', 'newIp', '当年新增授权知识产权数', '件', field('newIp'), linear(10), w(6, 5, 4)),
  indicator('TECH', 'standards', '主导或参与制定标准数', '项', field('standards'), linear(25), w(3, 4, 5)),
  indicator('TECH', 'techContract', '技术合同成交额', '万元', field('techContract'),
    bands([0, 50, 20], [50, 200, 45], [200, 500, 65], [500, 1000, 85], [1000, null, 100]), w(4, 5, 5)),
  indicator('TECH', 'talentShare', '硕士及以上人员占比', '%', ratio('mastersDoctors', 'staff'),
    bands([0, 5, 20], [5, 10, 40], [10, 20, 60], [20, 35, 80], [35, null, 100]), w(6, 4, 3)),
  indicator('GROWTH', 'revenue', '营业收入', '万元', field('revenue'),
    bands([0, 500, 10], [500, 2000, 30], [2000, 5000, 50], [5000, 20000, 70], [20000, 50000, 85], [50000, null, 100]), w(5, 8, 10)),
  indicator('GROWTH', 'revenueGrowth', '营业收入增长率', '%', { kind: 'GROWTH', current: 'revenue', previous: 'revenuePrev' },
    bands([null, 0, 0], [0, 10, 30], [10, 20, 50], [20, 30, 70], [30, 50, 85], [50, null, 100]), w(10, 9, 7)),
  indicator('GROWTH', 'netProfitMargin', '净利润率', '%', ratio('netProfit', 'revenue'),
    bands([null, 0, 0], [0, 3, 30], [3, 8, 55], [8, 15, 80], [15, null, 100]), w(3, 5, 7)),
  indicator('GROWTH', 'taxPaid', '实缴税费', '万元', field('taxPaid'),
    bands([0, 50, 15], [50, 200, 35], [200, 500, 55], [500, 1000, 75], [1000, 3000, 90], [3000, null, 100]), w(3, 6, 10)),
  indicator('GROWTH', 'highTechShare', '高新技术产品收入占比', '%', ratio('highTechRevenue', 'revenue'),
    bands([0, 30, 20], [30, 60, 50], [60, 80, 80], [80, null, 100]), w(5, 6, 6)),
  indicator('GROWTH', 'equityFinancing', '股权融资额', '万元', field('equityFinancing'),
    bands([0, 500, 40], [500, 2000, 60], [2000, 5000, 80], [5000, null, 100]), w(10, 6, 3)),
  indicator('GROWTH', 'graduates', '当年吸纳高校毕业生数', '人', field('graduates'), linear(5), w(4, 3, 3)),
  indicator('FEATURE', 'platforms', '省级以上研发机构数', '个', field('platforms'), linear(50), w(2, 3, 4)),
  indicator('FEATURE', 'awards', '省级以上科技奖励数', '项', field('awards'), linear(50), w(1, 2, 3)),
];

/** 初创期: under 3 full years and under 2,000万元 revenue; 成熟期: 10 years or more and 2亿元 or more. */
export const GUIDELINE_STAGE_RULE: StageRule = {
  startupMaxAge: 3,
  startupMaxRevenue: 2000,
  matureMinAge: 10,
  matureMinRevenue: 20000,
};

export const GUIDELINE_SYSTEM: SystemDefinition = {
  stageRule: GUIDELINE_STAGE_RULE,
  indicators: [...GUIDELINE_INDICATORS],
};
