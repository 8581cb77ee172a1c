import { Type } from 'typebox';
import { DateText, Empty, IdParams, Nullable, pagingFields } from '../../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type BodyOf, type ItemOf } from '../../contract/endpoint.js';
import { INTEGRAL_DIMENSIONS, INTEGRAL_LIMITS, INTEGRAL_STAGES } from '../model.js';

/**
 * What the innovation score is used for (SPEC §2 /info/integral/dir, /integral/organalysis,
 * /integral/achievements, /op/integral/orgreserve): the park's quality-enterprise directory
 * (优质企业名录, the enterprises at or above the park's threshold of a year), one enterprise
 * against its park and industry, the reserve pool (后备库, the enterprises just under the
 * threshold and the band moves that would close their gap) and what the scores earned (积分贷,
 * 政策扶持, 培育入库). The decisions are in common/integral/README.md (质量名录、后备库与成果).
 */

/** How a park sets its threshold: a total to reach, or the top share of its scored enterprises. */
export const QUALITY_MODES = ['SCORE', 'TOP'] as const;
export type QualityMode = (typeof QUALITY_MODES)[number];
export const QUALITY_MODE_LABELS: Readonly<Record<QualityMode, string>> = {
  SCORE: '按分数线',
  TOP: '按排名前百分比',
};

/** A park's threshold when it has set none for the year: its top 20%. */
export const DEFAULT_QUALITY_THRESHOLD = { mode: 'TOP', value: 20 } as const satisfies {
  mode: QualityMode;
  value: number;
};

/** The reserve pool's window below the threshold, in points. */
export const RESERVE_GAP = { default: 10, min: 0.5, max: 50 } as const;

/** What a score earned. */
export const ACHIEVEMENT_TYPES = ['LOAN', 'POLICY', 'CULTIVATE', 'OTHER'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
export const ACHIEVEMENT_TYPE_LABELS: Readonly<Record<AchievementType, string>> = {
  LOAN: '积分贷',
  POLICY: '政策扶持',
  CULTIVATE: '培育入库',
  OTHER: '其他',
};
/** Types whose record must say how much (万元). */
export const AMOUNT_REQUIRED: readonly AchievementType[] = ['LOAN', 'POLICY'];

/** Where an achievement comes from: entered by an operator, or an approved policy declaration of this product. */
export const ACHIEVEMENT_SOURCES = ['ENTERED', 'DECLARE'] as const;
export type AchievementSource = (typeof ACHIEVEMENT_SOURCES)[number];
export const ACHIEVEMENT_SOURCE_LABELS: Readonly<Record<AchievementSource, string>> = {
  ENTERED: '运营登记',
  DECLARE: '政策申报',
};

export const ACHIEVEMENT_LIMITS = { amountMax: 1_000_000, noteMax: 200 } as const;

const L = INTEGRAL_LIMITS;
const Year = () => Type.Integer({ title: '年度', minimum: L.minYear, maximum: L.maxYear });
const Stage = Type.Enum([...INTEGRAL_STAGES], { description: 'STARTUP 初创期 / GROWTH 成长期 / MATURE 成熟期' });
const Dimension = Type.Enum([...INTEGRAL_DIMENSIONS], { description: 'TECH / GROWTH / FEATURE' });
const SystemRef = Type.Object({ id: Type.Integer(), year: Type.Integer(), version: Type.Integer() });

const Threshold = Type.Object({
  mode: Type.Enum([...QUALITY_MODES]),
  modeLabel: Type.String(),
  value: Type.Number({ description: 'SCORE：分数线；TOP：前百分之几' }),
  isDefault: Type.Boolean({ description: '园区未设置该年度门槛，使用默认（前20%）' }),
  score: Nullable(Type.Number({ description: '实际的分数线：总分不低于它即入选；尚无积分为 null' })),
  text: Type.String({ description: '门槛的说明，如 前20%（不低于52.3分）' }),
  qualifiedCount: Type.Integer({ description: '入选企业数' }),
  scoredCount: Type.Integer({ description: '计分企业数' }),
});

const dirFilters = {
  year: Type.Optional(Year()),
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 50 })),
  area: Type.Optional(Type.String({ title: '园区', maxLength: 50 })),
  stage: Type.Optional(Type.Enum(['', ...INTEGRAL_STAGES], { title: '阶段' })),
  search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
};

const DirItem = Type.Object({
  orgId: Type.Integer(),
  fullname: Type.String(),
  industryName: Type.String(),
  area: Type.String(),
  rank: Type.Integer(),
  total: Type.Number(),
  stage: Stage,
  stageLabel: Type.String(),
  tech: Type.Number(),
  growth: Type.Number(),
  feature: Type.Number(),
});

const DimensionVs = Type.Object({
  dimension: Dimension,
  name: Type.String(),
  score: Type.Number(),
  max: Type.Number({ description: '该阶段本维度的满分' }),
  parkAverage: Type.Number(),
  industryAverage: Type.Number(),
});

const Move = Type.Object({
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  value: Nullable(Type.Number({ description: '现在的指标值；未填报为 null' })),
  fromLabel: Type.String({ description: '现在的档位，如 100–300万元；未达任何档为 未得分' }),
  toLabel: Type.String({ description: '下一档，如 300–500万元' }),
  target: Type.Number({ description: '进入下一档至少需要的指标值' }),
  pointsBefore: Type.Number(),
  pointsAfter: Type.Number(),
  weight: Type.Number(),
  gain: Type.Number({ description: '总分增加 =（下一档分值 − 现分值）× 权重 ÷ 100' }),
  cumulative: Type.Number({ description: '按此顺序累计增加的分数' }),
  closes: Type.Boolean({ description: '累计到这一项时达到门槛' }),
});

const ReserveItem = Type.Object({
  orgId: Type.Integer(),
  fullname: Type.String(),
  industryName: Type.String(),
  area: Type.String(),
  rank: Type.Integer(),
  total: Type.Number(),
  stageLabel: Type.String(),
  gap: Type.Number({ description: '距门槛的分差' }),
  movesNeeded: Nullable(
    Type.Integer({ description: '按建议顺序提升几个指标即可达到门槛；全部提升一档仍不够为 null' }),
  ),
  moves: Type.Array(Move),
});

const reserveQuery = {
  year: Type.Optional(Year()),
  gap: Type.Optional(
    Type.Number({ title: '分差范围', minimum: RESERVE_GAP.min, maximum: RESERVE_GAP.max, description: '门槛以下多少分以内' }),
  ),
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 50 })),
  search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
};

const Achievement = Type.Object({
  key: Type.String({ description: '列表中的唯一键：E+登记编号或 D+申报编号' }),
  id: Nullable(Type.Integer({ description: '运营登记的编号；来自政策申报为 null（不能在此修改）' })),
  source: Type.Enum([...ACHIEVEMENT_SOURCES]),
  sourceLabel: Type.String(),
  orgId: Type.Integer(),
  fullname: Type.String(),
  industryName: Type.String(),
  type: Type.Enum([...ACHIEVEMENT_TYPES]),
  typeLabel: Type.String(),
  amount: Nullable(Type.Number({ description: '万元' })),
  date: Type.String(),
  note: Type.String(),
  /** The organisation's total of the latest year scored, for context. */
  total: Nullable(Type.Number({ description: '企业最近年度的创新积分' })),
});

const achievementQuery = {
  type: Type.Optional(Type.Enum(['', ...ACHIEVEMENT_TYPES], { title: '类型' })),
  source: Type.Optional(Type.Enum(['', ...ACHIEVEMENT_SOURCES], { title: '来源' })),
  year: Type.Optional(Year()),
  search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
};

const Totals = Type.Object({
  count: Type.Integer(),
  amount: Type.Number({ description: '金额合计（万元）' }),
  orgCount: Type.Integer({ description: '涉及企业数' }),
  byType: Type.Array(
    Type.Object({
      type: Type.Enum([...ACHIEVEMENT_TYPES]),
      typeLabel: Type.String(),
      count: Type.Integer(),
      amount: Type.Number(),
    }),
  ),
});

export const integralQualityContract = defineContract(
  { base: 'dpboot', tag: 'integral' },
  {
    threshold: {
      method: 'GET',
      path: 'integral/quality/threshold',
      access: 'operator',
      permission: 'integral.score',
      summary: '优质企业门槛（运营）',
      description: '某年度（默认最近一个有积分的年度）的门槛设置和实际分数线；未设置时为前20%。',
      query: Type.Object({ year: Type.Optional(Year()) }),
      answer: Type.Object({ year: Nullable(Type.Integer()), system: Nullable(SystemRef), threshold: Threshold }),
    },
    saveThreshold: {
      method: 'POST',
      path: 'integral/quality/threshold/save',
      access: 'operator',
      permission: 'integral.indicator',
      summary: '设置优质企业门槛（运营）',
      description: '按年度设置：分数线（0–100 分）或排名前百分之几（1–100）。',
      body: Type.Object({
        year: Year(),
        mode: Type.Enum([...QUALITY_MODES], { title: '门槛方式' }),
        value: Type.Number({ title: '门槛', minimum: 0, maximum: 100 }),
      }),
      answer: Type.Object({ year: Type.Integer(), threshold: Threshold }),
      message: '门槛已保存',
    },
    dir: {
      method: 'GET',
      path: 'integral/dir',
      access: 'login',
      summary: '优质企业名录',
      description: '某年度当前生效版本下总分不低于园区门槛的企业，按名次；可按行业、园区、阶段和名称筛选。',
      query: Type.Object({ ...dirFilters, ...pagingFields(100) }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        years: Type.Array(Type.Integer()),
        system: Nullable(SystemRef),
        threshold: Threshold,
        industries: Type.Array(Type.String()),
        areas: Type.Array(Type.String()),
        list: Type.Array(DirItem),
        total: Type.Integer(),
      }),
    },
    dirExport: {
      method: 'POST',
      path: 'integral/dir/export',
      access: 'login',
      summary: '导出优质企业名录',
      description: '条件同 integral/dir（忽略分页），文件名 优质企业名录-YYYY年度-YYYYMMDD.xlsx。',
      body: Type.Object(dirFilters),
      answer: FILE,
    },
    dirInfo: {
      method: 'GET',
      path: 'integral/dir/info/:id',
      access: 'login',
      summary: '优质企业名录：企业名片',
      description: '名录中一家企业的总分、名次、阶段、各维度得分和公开的登记信息；不在名录中的企业为 不存在。',
      params: IdParams,
      query: Type.Object({ year: Type.Optional(Year()) }),
      answer: Type.Object({
        year: Type.Integer(),
        system: SystemRef,
        threshold: Threshold,
        org: Type.Object({
          orgId: Type.Integer(),
          fullname: Type.String(),
          creditCode: Type.String(),
          category: Type.String(),
          industryName: Type.String(),
          area: Type.String(),
          address: Type.String(),
          setupDate: Type.String(),
          registerCapital: Type.Number({ description: '注册资本（万元）' }),
          ranges: Type.String({ description: '经营范围' }),
        }),
        score: Type.Object({
          total: Type.Number(),
          rank: Type.Integer(),
          count: Type.Integer(),
          percentile: Type.Number(),
          stage: Stage,
          stageLabel: Type.String(),
          dimensions: Type.Array(
            Type.Object({
              dimension: Dimension,
              name: Type.String(),
              score: Type.Number(),
              max: Type.Number(),
              parkAverage: Type.Number(),
            }),
          ),
        }),
        trend: Type.Array(
          Type.Object({
            year: Type.Integer(),
            total: Type.Number(),
            rank: Type.Integer(),
            count: Type.Integer(),
            stageLabel: Type.String(),
          }),
        ),
      }),
    },
    orgAnalysis: {
      method: 'GET',
      path: 'integral/organalysis/:id',
      access: 'operator',
      permission: 'integral.score',
      summary: '企业对标分析（运营）',
      description:
        '一家企业与园区、与同行业企业的比较：总分和各维度对比园区平均、行业平均，园区和行业内的百分位，逐项指标得分对比行业平均，优势与短板。',
      params: IdParams,
      query: Type.Object({ year: Type.Optional(Year()) }),
      answer: Type.Object({
        org: Type.Object({
          orgId: Type.Integer(),
          fullname: Type.String(),
          industryName: Type.String(),
          area: Type.String(),
        }),
        years: Type.Array(Type.Integer()),
        year: Nullable(Type.Integer()),
        system: Nullable(SystemRef),
        /** null when the enterprise has no score that year. */
        result: Nullable(
          Type.Object({
            total: Type.Number(),
            stage: Stage,
            stageLabel: Type.String(),
            park: Type.Object({
              count: Type.Integer(),
              rank: Type.Integer(),
              percentile: Type.Number(),
              average: Type.Number(),
            }),
            industry: Type.Object({
              name: Type.String(),
              count: Type.Integer({ description: '同行业计分企业数（含本企业）' }),
              rank: Type.Integer(),
              percentile: Type.Number({ description: '同行业其他企业中得分低于本企业的占比（%）' }),
              average: Type.Number(),
            }),
            dimensions: Type.Array(DimensionVs),
            indicators: Type.Array(
              Type.Object({
                code: Type.String(),
                name: Type.String(),
                dimension: Dimension,
                unit: Type.String(),
                value: Nullable(Type.Number()),
                points: Type.Number(),
                weight: Type.Number(),
                weighted: Type.Number(),
                industryAverage: Type.Number({ description: '同行业企业该指标得分（0–100）的平均' }),
                parkAverage: Type.Number(),
                diff: Type.Number({ description: '得分 − 行业平均' }),
              }),
            ),
            strengths: Type.Array(Type.String()),
            weaknesses: Type.Array(Type.String()),
            summary: Type.String(),
          }),
        ),
      }),
    },
    reserve: {
      method: 'GET',
      path: 'integral/reserve',
      access: 'operator',
      permission: 'integral.score',
      summary: '优质企业后备库（运营）',
      description:
        '总分低于门槛、差距在分差范围（默认10分）以内的企业，差距小的在前；每家给出提升一档即可得分的指标，按加分从多到少排列，以最快达到门槛。',
      query: Type.Object({ ...reserveQuery, ...pagingFields(100) }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        system: Nullable(SystemRef),
        threshold: Threshold,
        gap: Type.Number(),
        list: Type.Array(ReserveItem),
        total: Type.Integer(),
      }),
    },
    reserveExport: {
      method: 'POST',
      path: 'integral/reserve/export',
      access: 'operator',
      permission: 'integral.score',
      summary: '导出优质企业后备库（运营）',
      description: '条件同 integral/reserve（忽略分页），文件名 优质企业后备库-YYYY年度-YYYYMMDD.xlsx。',
      body: Type.Object(reserveQuery),
      answer: FILE,
    },
    achievements: {
      method: 'GET',
      path: 'integral/achievement/list',
      access: 'operator',
      permission: 'integral.score',
      summary: '积分应用成果（运营）',
      description:
        '运营登记的积分贷、政策扶持、培育入库等，以及计分企业审核通过的政策申报（兑现金额，未兑现为申请金额）；新的在前，附合计。',
      query: Type.Object({ ...achievementQuery, ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(Achievement), total: Type.Integer(), totals: Totals }),
    },
    achievementExport: {
      method: 'POST',
      path: 'integral/achievement/export',
      access: 'operator',
      permission: 'integral.score',
      summary: '导出积分应用成果（运营）',
      description: '条件同 integral/achievement/list（忽略分页），文件名 积分应用成果-YYYYMMDD.xlsx。',
      body: Type.Object(achievementQuery),
      answer: FILE,
    },
    saveAchievement: {
      method: 'POST',
      path: 'integral/achievement/save',
      access: 'operator',
      permission: 'integral.achievement',
      summary: '登记或修改积分应用成果（运营）',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '编号', minimum: 1 })),
        orgId: Type.Integer({ title: '企业', minimum: 1 }),
        type: Type.Enum([...ACHIEVEMENT_TYPES], { title: '类型' }),
        amount: Nullable(
          Type.Number({ title: '金额', minimum: 0, maximum: ACHIEVEMENT_LIMITS.amountMax, description: '万元' }),
        ),
        date: DateText('日期'),
        note: Type.Optional(Type.String({ title: '备注', maxLength: ACHIEVEMENT_LIMITS.noteMax })),
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    deleteAchievement: {
      method: 'DELETE',
      path: 'integral/achievement/delete/:id',
      access: 'operator',
      permission: 'integral.achievement',
      summary: '删除积分应用成果（运营）',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },
  },
);

export type QualityThreshold = AnswerOf<typeof integralQualityContract.threshold>['threshold'];
export type QualityThresholdAnswer = AnswerOf<typeof integralQualityContract.threshold>;
export type QualityDir = AnswerOf<typeof integralQualityContract.dir>;
export type QualityDirItem = ItemOf<typeof integralQualityContract.dir>;
export type QualityDirInfo = AnswerOf<typeof integralQualityContract.dirInfo>;
export type OrgAnalysis = AnswerOf<typeof integralQualityContract.orgAnalysis>;
export type OrgAnalysisResult = NonNullable<OrgAnalysis['result']>;
export type QualityReserve = AnswerOf<typeof integralQualityContract.reserve>;
export type ReserveItem = ItemOf<typeof integralQualityContract.reserve>;
export type ReserveMove = ReserveItem['moves'][number];
export type AchievementList = AnswerOf<typeof integralQualityContract.achievements>;
export type AchievementItem = ItemOf<typeof integralQualityContract.achievements>;
export type AchievementSave = BodyOf<typeof integralQualityContract.saveAchievement>;
