import { Type } from 'typebox';
import { IdParams, Nullable, pagingFields, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type BodyOf, type ItemOf } from '../contract/endpoint.js';
import { INTEGRAL_SYSTEM_STATUSES } from './model.js';
import {
  Bucket,
  Change,
  Definition,
  DefinitionInput,
  Dimension,
  DimensionScore,
  IndicatorScore,
  orgFacets,
  orgHeading,
  Portrait,
  PublicRanked,
  Ranked,
  rankingQuery,
  Stage,
  Standing,
  systemRef,
  SystemRef,
  systemSummary,
  SystemSummary,
  Values,
  Year,
  YearQuery,
} from './schemas.js';

/**
 * The innovation score (创新积分制, SPEC §2 /info/integral, /integral, /op/integral, /lg): a park's
 * indicator system per year in versions, the scores computed from approved data with their
 * breakdown, and the reads the screens stand on — the public top list and search, my
 * organisation's portrait, the operators' ranking, portrait, analysis and simulation. The model
 * and the arithmetic are in model.ts and scoring.ts (common/integral/README.md).
 */

export * from './model.js';

/** The operators' ranking may be sorted by these (server/modules/integral/repo.ts maps them to columns). */
export const INTEGRAL_RANKING_SORTS = ['total', 'tech', 'growth', 'feature', 'fullname'] as const;

/**
 * The most places of the ranking the public side shows: the top list's longest. A visitor's search
 * answers only enterprises among them (and a signed-in enterprise its own; common/integral/README.md).
 */
export const PUBLIC_TOP_MAX = 50;

export const integralContract = defineContract(
  { base: 'dpboot', tag: 'integral', module: '创新积分' },
  {
    model: {
      method: 'GET',
      path: 'integral/model',
      access: 'public',
      summary: '创新积分的计算方法（公开）',
      description:
        '某年度（默认最近一个有积分的年度）当前生效的指标体系：维度、指标、计分规则、各阶段权重和阶段划分规则。',
      query: YearQuery,
      answer: Type.Object({
        years: Type.Array(Type.Integer()),
        system: Nullable(
          Type.Object({
            ...systemRef,
            scoredCount: Type.Integer(),
            computedAt: Nullable(Type.String()),
            definition: Definition,
          }),
        ),
      }),
    },
    top: {
      method: 'GET',
      path: 'integral/top',
      access: 'public',
      summary: '园区创新积分排行（公开）',
      description: '某年度（默认最近一个有积分的年度）得分最高的企业。',
      query: Type.Object({
        year: Type.Optional(Year()),
        size: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: PUBLIC_TOP_MAX, default: 10 })),
      }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        count: Type.Integer({ description: '计分企业数' }),
        list: Type.Array(PublicRanked),
      }),
    },
    search: {
      method: 'GET',
      path: 'integral/search',
      access: 'public',
      summary: '按企业名称查询创新积分（公开）',
      description:
        '访客只能查到公开排行（integral/top）所含的前 50 名企业；登录的认证企业用户另可查到本企业；有 integral.score 权限的运营人员可查全部计分企业。',
      query: Type.Object({
        keyword: Type.String({ title: '企业名称', minLength: 1, maxLength: 50 }),
        year: Type.Optional(Year()),
        ...pagingFields(50, { defaultSize: 10 }),
      }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        list: Type.Array(PublicRanked),
        total: Type.Integer(),
      }),
    },
    mine: {
      method: 'GET',
      path: 'integral/mine',
      access: 'login',
      summary: '本企业的创新积分画像',
      description: '仅认证企业的用户：总分、名次、百分位、各维度得分、逐项明细和历年趋势。',
      query: YearQuery,
      answer: Portrait,
    },
    filters: {
      method: 'GET',
      path: 'integral/filters',
      access: 'operator',
      permission: 'integral.score',
      summary: '积分排名的筛选项（运营）',
      answer: Type.Object({ years: Type.Array(SystemRef), ...orgFacets }),
    },
    ranking: {
      method: 'GET',
      path: 'integral/ranking',
      access: 'operator',
      permission: 'integral.score',
      dataScope: { none: '排名的每一行是计分企业，由企业填报数据计算得出，不由经办人录入' },
      summary: '园区创新积分排名（运营）',
      description:
        '某年度当前生效版本（或指定的 systemId 版本）的得分，可按行业、园区、阶段和企业名称筛选；默认按名次。',
      query: Type.Object({
        ...rankingQuery,
        ...pagingFields(100),
        ...sortFields(INTEGRAL_RANKING_SORTS),
      }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        system: Nullable(SystemRef),
        list: Type.Array(Ranked),
        total: Type.Integer(),
      }),
    },
    rankingExport: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'integral/ranking/export',
      access: 'operator',
      permission: 'integral.score',
      summary: '导出创新积分排名（运营）',
      description:
        '条件同 integral/ranking（忽略分页），按名次导出为 .xlsx：名次、企业、行业、园区、阶段、总分、三个维度得分、缺数据指标数；文件名 创新积分排名-YYYY年度-YYYYMMDD.xlsx（content-disposition）。',
      body: Type.Object({
        ...rankingQuery,
        ...sortFields(INTEGRAL_RANKING_SORTS),
      }),
      answer: FILE,
    },
    portrait: {
      method: 'GET',
      path: 'integral/portrait/:id',
      access: 'operator',
      permission: 'integral.score',
      summary: '企业创新积分画像（运营）',
      params: IdParams,
      query: Type.Object({
        year: Type.Optional(Year()),
        systemId: Type.Optional(Type.Integer({ title: '指标体系版本', minimum: 1 })),
      }),
      answer: Portrait,
    },
    analysis: {
      method: 'GET',
      path: 'integral/analysis',
      access: 'operator',
      permission: 'integral.score',
      summary: '园区创新积分分析（运营）',
      description: '得分分布（每 10 分一档）、各阶段、各维度平均和各行业的情况。',
      query: YearQuery,
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        system: Nullable(SystemRef),
        count: Type.Integer(),
        average: Type.Number(),
        median: Type.Number(),
        max: Type.Number(),
        min: Type.Number(),
        histogram: Type.Array(Bucket),
        stages: Type.Array(
          Type.Object({
            stage: Stage,
            stageLabel: Type.String(),
            count: Type.Integer(),
            average: Type.Number(),
          }),
        ),
        dimensions: Type.Array(
          Type.Object({
            dimension: Dimension,
            name: Type.String(),
            average: Type.Number(),
            maxAverage: Type.Number({ description: '本维度满分的平均（各阶段权重不同）' }),
          }),
        ),
        industries: Type.Array(
          Type.Object({
            industryName: Type.String(),
            count: Type.Integer(),
            average: Type.Number(),
            max: Type.Number(),
          }),
        ),
      }),
    },
    simulateBase: {
      method: 'GET',
      path: 'integral/simulate/:id',
      access: 'operator',
      permission: 'integral.score',
      summary: '模拟测算的依据（运营）',
      description:
        '企业已审核的数据、当前生效的指标体系和园区其他企业的得分，供页面即时测算（common/integral/scoring.ts）。',
      params: IdParams,
      query: YearQuery,
      answer: Type.Object({
        org: Type.Object({ ...orgHeading, setupDate: Type.String() }),
        year: Type.Integer(),
        system: Type.Object({ ...systemRef, definition: Definition }),
        values: Values,
        otherTotals: Type.Array(Type.Number(), { description: '园区其他计分企业的总分，从高到低' }),
      }),
    },
    simulate: {
      method: 'POST',
      path: 'integral/simulate/:id',
      notLogged: 'a what-if scoring sent as POST for its body: it writes nothing',
      access: 'operator',
      permission: 'integral.score',
      summary: '模拟测算（运营，不保存）',
      description:
        '以给出的数值替换企业已审核的数据，按当前生效的指标体系重新计分：新的总分、档位变化和名次变化。不写入任何数据。',
      params: IdParams,
      body: Type.Object({ year: Type.Optional(Year()), values: Values }),
      answer: Type.Object({
        year: Type.Integer(),
        system: SystemRef,
        before: Standing,
        after: Standing,
        rankMove: Type.Integer({ description: '名次上升的位数（下降为负）' }),
        changes: Type.Array(Change),
        dimensions: Type.Array(DimensionScore),
        items: Type.Array(IndicatorScore),
      }),
    },
    systems: {
      method: 'GET',
      path: 'integral/system/list',
      access: 'operator',
      permission: 'integral.indicator',
      dataScope: { none: '指标体系版本是全园区共用的评分规则，面向全园区的积分管理' },
      summary: '指标体系的各版本（运营）',
      description: '新的年度在前，同一年度新的版本在前。',
      query: Type.Object({ year: Type.Optional(Year()), ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(SystemSummary), total: Type.Integer() }),
    },
    systemDetail: {
      method: 'GET',
      path: 'integral/system/detail/:id',
      access: 'operator',
      permission: 'integral.indicator',
      summary: '指标体系的一个版本（运营）',
      params: IdParams,
      answer: Type.Object({ ...systemSummary, definition: Definition }),
    },
    saveSystem: {
      method: 'POST',
      path: 'integral/system/save',
      access: 'operator',
      permission: 'integral.indicator',
      summary: '保存指标体系为新版本（运营）',
      description:
        '版本一经保存不再修改：每次保存都是该年度的新版本，保存后在后台重新计算该年度的积分；计算完成前仍使用之前的版本，旧版本的结果可继续查看。',
      body: Type.Object({
        year: Year(),
        basedOnId: Type.Optional(Type.Integer({ title: '修改自哪个版本', minimum: 1 })),
        note: Type.Optional(Type.String({ title: '修改说明', maxLength: 200 })),
        definition: DefinitionInput,
      }),
      answer: Type.Object({
        id: Type.Integer(),
        year: Type.Integer(),
        version: Type.Integer(),
        status: Type.Enum([...INTEGRAL_SYSTEM_STATUSES]),
      }),
      message: '已保存为新版本，正在重新计算积分',
    },
  },
);

export type IntegralModel = AnswerOf<typeof integralContract.model>;
export type IntegralTop = AnswerOf<typeof integralContract.top>;
export type IntegralPublicItem = ItemOf<typeof integralContract.search>;
export type IntegralPortrait = AnswerOf<typeof integralContract.portrait>;
export type IntegralScoreView = NonNullable<IntegralPortrait['score']>;
export type IntegralRanking = AnswerOf<typeof integralContract.ranking>;
export type IntegralRankItem = ItemOf<typeof integralContract.ranking>;
export type IntegralAnalysis = AnswerOf<typeof integralContract.analysis>;
export type IntegralFilters = AnswerOf<typeof integralContract.filters>;
export type IntegralSimulateBase = AnswerOf<typeof integralContract.simulateBase>;
export type IntegralSimulation = AnswerOf<typeof integralContract.simulate>;
export type IntegralSimulateBody = BodyOf<typeof integralContract.simulate>;
export type IntegralSystemSummary = ItemOf<typeof integralContract.systems>;
export type IntegralSystemDetail = AnswerOf<typeof integralContract.systemDetail>;
export type IntegralSystemSave = BodyOf<typeof integralContract.saveSystem>;
