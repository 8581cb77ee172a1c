import { Type } from 'typebox';
import { FILE, defineContract, type AnswerOf, type InputOf } from '../contract/endpoint.js';
import { Id, IdParams, Nullable, pagingFields, SearchText, selectedIds } from '../contract/atoms.js';
import { CULTIVATION_LIMITS as L, POOL_STAGE_KEYS } from './model.js';
import {
  CriterionInput,
  Figure,
  FigureValue,
  LibraryItem,
  MoveEntry,
  NextRef,
  PlanStepSchema,
  PoolEntry,
  PoolItem,
  Stage,
  TierRef,
  TierResultSchema,
  TierSchema,
  tierSummaryFields,
} from './schemas.js';

/**
 * 企业梯度培育 (SPEC §2 /cultivation, /op/cultivation, /user/qualityOrg): the park's tiers and
 * their criteria as data, each organisation evaluated against them from what the product holds,
 * the operators' pool (储备 / 培育 / 已认定) and the recognised (quality) enterprises.
 * common/cultivation/README.md has the decisions.
 */

export * from './model.js';

const libraryQuery = {
  tierId: Type.Optional(Type.Integer({ title: '已达梯度', minimum: 0, description: '0：尚未达到任何梯度' })),
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 50 })),
  county: Type.Optional(Type.String({ title: '区县', maxLength: 50 })),
  gap: Type.Optional(Type.Union([Type.Literal('near'), Type.Literal('')], { title: '差距', description: 'near：距下一梯度 10 分以内或只差 1 项条件' })),
  search: Type.Optional(SearchText()),
};
const poolQuery = { ...libraryQuery, stage: Type.Optional(Type.Enum(['', ...POOL_STAGE_KEYS], { title: '培育阶段', description: '空为全部' })) };

const Evaluation = Type.Object({
  org: Type.Object({ id: Type.Integer(), name: Type.String(), industry: Type.String(), county: Type.String() }),
  figures: Type.Array(FigureValue),
  tiers: Type.Array(TierResultSchema),
  reached: Nullable(TierRef),
  next: Nullable(NextRef),
  gap: Type.String(),
  plan: Type.Array(PlanStepSchema),
  pool: Nullable(PoolEntry),
});

const qualityFields = {
  orgId: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  county: Type.String(),
  tierId: Nullable(Type.Integer()),
  tierName: Type.String(),
  recognisedAt: Type.String(),
};
const QualityItem = Type.Object(qualityFields);

export const cultivationContract = defineContract(
  { base: 'dpboot', tag: 'cultivation', module: '企业培育' },
  {
    tiers: {
      method: 'GET',
      path: 'cultivation/tiers',
      access: 'public',
      summary: '培育梯度一览',
      description: '本园区的梯度（低到高）及每个梯度当前达到的企业数、培育库中以它为目标的企业数。',
      answer: Type.Object({
        list: Type.Array(Type.Object({ ...tierSummaryFields, reached: Type.Integer(), pooled: Type.Integer() })),
        enterprises: Type.Integer({ description: '参与评价的企业数' }),
      }),
    },
    tier: {
      method: 'GET',
      path: 'cultivation/tier/:id',
      access: 'public',
      summary: '梯度详情',
      description: '梯度的评价标准、扶持政策和达到该梯度（且未达到更高梯度）的企业。',
      params: IdParams,
      answer: Type.Object({ tier: TierSchema, orgs: Type.Array(Type.Object({ orgId: Type.Integer(), name: Type.String(), industry: Type.String() })) }),
    },
    library: {
      method: 'GET',
      path: 'cultivation/library',
      access: 'public',
      summary: '培育库',
      description: '园区企业的梯度评价：已达梯度、下一梯度与差距（只含企业名称、行业、区县，不含联系方式）；差距小的在前。',
      query: Type.Object({ ...libraryQuery, ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(LibraryItem), total: Type.Integer(), industries: Type.Array(Type.String()), counties: Type.Array(Type.String()) }),
    },
    evaluation: {
      method: 'GET',
      path: 'cultivation/evaluation',
      access: 'login',
      summary: '企业梯度评价',
      description: '企业用户：本企业的评价、差距与提升计划；持有 cultivation.manage 的运营人员可按 orgId 查看任一企业。',
      query: Type.Object({ orgId: Type.Optional(Id('企业')) }),
      answer: Evaluation,
    },
    saveFigures: {
      method: 'POST',
      path: 'cultivation/figures/save',
      access: 'login',
      summary: '填报培育数据',
      description: '企业填报本企业的数据，运营（cultivation.manage）可为任一企业填报；null 清除该项。保存后评价即时更新。',
      body: Type.Object({
        orgId: Type.Optional(Id('企业')),
        values: Type.Array(Type.Object({ key: Figure, value: Nullable(Type.Number({ title: '数值', minimum: 0, maximum: L.valueMax })) }), {
          minItems: 1,
          maxItems: 20,
        }),
      }),
      answer: Evaluation,
      message: '保存成功',
    },
    pool: {
      method: 'GET',
      path: 'cultivation/pool',
      access: 'operator',
      permission: 'cultivation.manage',
      dataScope: { none: '培育库的每一行是园区企业，由梯度评价得出，不由经办人录入' },
      summary: '培育库管理（运营）',
      description: '园区企业的评价与培育阶段（储备 / 培育 / 已认定），可按阶段、梯度、行业、区县、差距筛选。',
      query: Type.Object({ ...poolQuery, ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(PoolItem), total: Type.Integer(), counts: Type.Record(Type.String(), Type.Integer()) }),
    },
    poolExport: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'cultivation/pool/export',
      access: 'operator',
      permission: 'cultivation.manage',
      summary: '导出培育库（运营）',
      description: '条件同 cultivation/pool（忽略分页），文件名 企业培育库-YYYYMMDD.xlsx。',
      body: Type.Object({ ...poolQuery, ids: Type.Optional(selectedIds('所选企业')) }),
      answer: FILE,
    },
    move: {
      method: 'POST',
      path: 'cultivation/pool/move',
      access: 'operator',
      permission: 'cultivation.manage',
      summary: '调整培育阶段（运营）',
      description: '把企业移入储备、培育或已认定，附说明与目标梯度；企业会收到消息。',
      body: Type.Object({
        orgIds: Type.Array(Id('企业'), { title: '企业', minItems: 1, maxItems: 200 }),
        stage: Stage,
        tierId: Id('目标梯度'),
        note: Type.String({ title: '说明', minLength: L.noteMin, maxLength: L.noteMax }),
      }),
      answer: Type.Object({ moved: Type.Integer() }),
      message: '调整成功',
    },
    moves: {
      method: 'GET',
      path: 'cultivation/pool/moves/:id',
      access: 'operator',
      permission: 'cultivation.manage',
      summary: '培育阶段调整记录（运营）',
      description: '一家企业的阶段调整记录，新的在前。',
      params: IdParams,
      answer: Type.Object({ list: Type.Array(MoveEntry) }),
    },
    editor: {
      method: 'GET',
      path: 'cultivation/editor',
      access: 'operator',
      permission: 'cultivation.manage',
      summary: '梯度与评价标准（运营）',
      description: '本园区的全部梯度及其条件，供编辑。',
      answer: Type.Object({ list: Type.Array(TierSchema) }),
    },
    saveTier: {
      method: 'POST',
      path: 'cultivation/tier/save',
      access: 'operator',
      permission: 'cultivation.manage',
      summary: '保存梯度（运营）',
      description: '新增（无 id）或修改一个梯度，条件整体替换；层级在园区内唯一。',
      body: Type.Object({
        id: Type.Optional(Id()),
        name: Type.String({ title: '梯度名称', minLength: 2, maxLength: L.tierNameMax }),
        level: Type.Integer({ title: '层级', minimum: 1, maximum: 20 }),
        passPoints: Nullable(Type.Number({ title: '合格分', minimum: 0, maximum: 1000 })),
        description: Type.String({ title: '梯度说明', maxLength: L.textMax }),
        benefits: Type.String({ title: '扶持政策', maxLength: L.textMax }),
        criteria: Type.Array(CriterionInput, { title: '评价条件', maxItems: L.criteriaMax }),
      }),
      answer: TierSchema,
      message: '保存成功',
    },
    deleteTier: {
      method: 'POST',
      path: 'cultivation/tier/delete/:id',
      access: 'operator',
      permission: 'cultivation.manage',
      summary: '删除梯度（运营）',
      description: '培育库中仍以它为目标的企业时不能删除。',
      params: IdParams,
      answer: Type.Null(),
      message: '删除成功',
    },
    qualityList: {
      method: 'GET',
      path: 'cultivation/quality/list',
      access: 'public',
      summary: '优质企业（已认定）',
      description: '培育库中已认定的企业，按梯度从高到低、认定时间新到旧。',
      query: Type.Object({ tierId: Type.Optional(Id('梯度')), search: Type.Optional(SearchText()), ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(QualityItem), total: Type.Integer() }),
    },
    qualityDetail: {
      method: 'GET',
      path: 'cultivation/quality/:id',
      access: 'public',
      summary: '优质企业详情',
      description: '已认定企业的简介（经营范围）、认定梯度和评价得分，不含联系方式；未认定的企业不存在。',
      params: IdParams,
      answer: Type.Object({ ...qualityFields, ranges: Type.String(), tiers: Type.Array(TierResultSchema) }),
    },
  },
);

export type CultivationTiers = AnswerOf<typeof cultivationContract.tiers>;
export type CultivationTierDetail = AnswerOf<typeof cultivationContract.tier>;
export type CultivationLibrary = AnswerOf<typeof cultivationContract.library>;
export type CultivationEvaluation = AnswerOf<typeof cultivationContract.evaluation>;
export type CultivationPool = AnswerOf<typeof cultivationContract.pool>;
export type CultivationTier = CultivationTierDetail['tier'];
export type SaveTierInput = InputOf<typeof cultivationContract.saveTier>;
export type QualityDetail = AnswerOf<typeof cultivationContract.qualityDetail>;
export type QualityItem = AnswerOf<typeof cultivationContract.qualityList>['list'][number];
export type PoolListItem = CultivationPool['list'][number];
