import { Type } from 'typebox';
import { Nullable } from '../../contract/atoms.js';
import { Dimension, rankingFilters, Stage, Year } from '../schemas.js';
import { ACHIEVEMENT_SOURCES, ACHIEVEMENT_TYPES, QUALITY_MODES, RESERVE_GAP } from './model.js';

/**
 * The shapes the quality endpoints (./contract.ts) take and answer: the threshold, a directory row,
 * an enterprise against the park, the reserve pool with its moves, an achievement, the totals.
 */

export { Dimension, Stage, SystemRef, Trend, Year } from '../schemas.js';

export const Threshold = Type.Object({
  mode: Type.Enum([...QUALITY_MODES]),
  modeLabel: Type.String(),
  value: Type.Number({ description: 'SCORE：分数线；TOP：前百分之几' }),
  isDefault: Type.Boolean({ description: '园区未设置该年度门槛，使用默认（前20%）' }),
  score: Nullable(Type.Number({ description: '实际的分数线：总分不低于它即入选；尚无积分为 null' })),
  text: Type.String({ description: '门槛的说明，如 前20%（不低于52.3分）' }),
  qualifiedCount: Type.Integer({ description: '入选企业数' }),
  scoredCount: Type.Integer({ description: '计分企业数' }),
});

export const dirFilters = { year: Type.Optional(Year()), ...rankingFilters };

/** An enterprise with its score of the year: a row of the directory and of the reserve pool. */
const scoredOrg = {
  orgId: Type.Integer(),
  fullname: Type.String(),
  industryName: Type.String(),
  area: Type.String(),
  rank: Type.Integer(),
  total: Type.Number(),
};

export const DirItem = Type.Object({
  ...scoredOrg,
  stage: Stage,
  stageLabel: Type.String(),
  tech: Type.Number(),
  growth: Type.Number(),
  feature: Type.Number(),
});

export const DimensionVs = Type.Object({
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

export const ReserveItem = Type.Object({
  ...scoredOrg,
  stageLabel: Type.String(),
  gap: Type.Number({ description: '距门槛的分差' }),
  movesNeeded: Nullable(
    Type.Integer({ description: '按建议顺序提升几个指标即可达到门槛；全部提升一档仍不够为 null' }),
  ),
  moves: Type.Array(Move),
});

export const reserveQuery = {
  year: Type.Optional(Year()),
  gap: Type.Optional(
    Type.Number({
      title: '分差范围',
      minimum: RESERVE_GAP.min,
      maximum: RESERVE_GAP.max,
      description: '门槛以下多少分以内',
    }),
  ),
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 50 })),
  search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
};

export const Achievement = Type.Object({
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

export const achievementQuery = {
  type: Type.Optional(Type.Enum(['', ...ACHIEVEMENT_TYPES], { title: '类型' })),
  source: Type.Optional(Type.Enum(['', ...ACHIEVEMENT_SOURCES], { title: '来源' })),
  year: Type.Optional(Year()),
  search: Type.Optional(Type.String({ title: '企业名称', maxLength: 50 })),
};

export const Totals = Type.Object({
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
