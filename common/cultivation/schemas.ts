import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { CRITERION_KIND_KEYS, CULTIVATION_FIGURE_KEYS, CULTIVATION_LIMITS as L, CULTIVATION_METRIC_KEYS, POOL_STAGE_KEYS } from './model.js';

/** The shapes the cultivation contract composes (contract.ts keeps the endpoints). */

export const Stage = Type.Enum([...POOL_STAGE_KEYS], { title: '培育阶段' });
export const Metric = Type.Enum([...CULTIVATION_METRIC_KEYS], { title: '指标' });
export const Figure = Type.Enum([...CULTIVATION_FIGURE_KEYS], { title: '填报项' });
export const Kind = Type.Enum([...CRITERION_KIND_KEYS], { title: '条件类型' });

const BandSchema = Type.Object({
  min: Type.Number({ title: '达到值', minimum: -L.valueMax, maximum: L.valueMax }),
  points: Type.Number({ title: '得分', minimum: 0, maximum: 100 }),
});

const criterionFields = {
  kind: Kind,
  grouping: Type.String({ title: '分组', minLength: 1, maxLength: 20 }),
  metric: Metric,
  bands: Type.Array(BandSchema, { title: '评分档位', maxItems: L.bandsMax }),
  min: Nullable(Type.Number({ title: '条件值', minimum: -L.valueMax, maximum: L.valueMax })),
};
export const CriterionInput = Type.Object(criterionFields);
export const CriterionSchema = Type.Object({ id: Type.Integer(), label: Type.String(), unit: Type.String(), ...criterionFields });

export const tierSummaryFields = {
  id: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  passPoints: Nullable(Type.Number()),
  description: Type.String(),
  benefits: Type.String(),
};
export const TierSummary = Type.Object(tierSummaryFields);
export const TierSchema = Type.Object({ ...tierSummaryFields, criteria: Type.Array(CriterionSchema) });

const tierRefFields = { tierId: Type.Integer(), name: Type.String(), level: Type.Integer() };
export const TierRef = Type.Object(tierRefFields);
export const NextRef = Type.Object({
  ...tierRefFields,
  deficit: Type.Number({ description: '距合格分还差的分数（无评分或已达到为 0）' }),
  unmet: Type.Integer({ description: '未满足的必要条件数' }),
});

export const CriterionResultSchema = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  grouping: Type.String(),
  metric: Metric,
  label: Type.String(),
  unit: Type.String(),
  value: Nullable(Type.Number()),
  points: Type.Number(),
  maxPoints: Type.Number(),
  met: Type.Boolean(),
  next: Nullable(Type.Object({ min: Type.Number(), points: Type.Number() })),
});

export const TierResultSchema = Type.Object({
  tierId: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  points: Type.Number(),
  maxPoints: Type.Number(),
  passPoints: Nullable(Type.Number()),
  qualified: Type.Boolean(),
  direct: Nullable(Type.String()),
  criteria: Type.Array(CriterionResultSchema),
});

export const PlanStepSchema = Type.Object({
  criterionId: Type.Integer(),
  metric: Metric,
  from: Nullable(Type.Number()),
  to: Type.Number(),
  gain: Type.Number(),
  text: Type.String({ description: '这一步的文字说明' }),
});

export const FigureValue = Type.Object({
  key: Figure,
  label: Type.String(),
  unit: Type.String(),
  value: Nullable(Type.Number()),
  source: Nullable(Type.Union([Type.Literal('SCORE'), Type.Literal('ENTERED')], { description: 'SCORE: 创新积分已审核数据；ENTERED: 培育填报' })),
  at: Nullable(Type.String()),
});

export const PoolEntry = Type.Object({
  stage: Stage,
  tierId: Nullable(Type.Integer()),
  tierName: Type.String({ description: '培育目标梯度' }),
  note: Type.String(),
  updatedAt: Type.String(),
});

const libraryFields = {
  orgId: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  county: Type.String(),
  reached: Nullable(TierRef),
  next: Nullable(NextRef),
  gap: Type.String(),
  stage: Nullable(Stage),
};
export const LibraryItem = Type.Object(libraryFields);
export const PoolItem = Type.Object({ ...libraryFields, pool: Nullable(PoolEntry) });

export const MoveEntry = Type.Object({
  id: Type.Integer(),
  fromStage: Nullable(Stage),
  toStage: Stage,
  tierName: Type.String(),
  note: Type.String(),
  actorName: Type.String(),
  createdAt: Type.String(),
});
