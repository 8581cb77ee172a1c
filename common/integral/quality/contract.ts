import { Type } from 'typebox';
import { DateText, Empty, IdParams, Nullable, pagingFields } from '../../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type BodyOf, type ItemOf } from '../../contract/endpoint.js';
import { ACHIEVEMENT_LIMITS, ACHIEVEMENT_TYPES, QUALITY_MODES } from './model.js';
import {
  Achievement,
  achievementQuery,
  Dimension,
  DimensionVs,
  dirFilters,
  DirItem,
  ReserveItem,
  reserveQuery,
  Stage,
  SystemRef,
  Threshold,
  Totals,
  Trend,
  Year,
} from './schemas.js';

/**
 * What the innovation score is used for (SPEC §2 /info/integral/dir, /integral/organalysis,
 * /integral/achievements, /op/integral/orgreserve): the park's quality-enterprise directory
 * (优质企业名录, the enterprises at or above the park's threshold of a year), one enterprise
 * against its park and industry, the reserve pool (后备库, the enterprises just under the
 * threshold and the band moves that would close their gap) and what the scores earned (积分贷,
 * 政策扶持, 培育入库). The decisions are in common/integral/README.md (质量名录、后备库与成果).
 */

export * from './model.js';

export const integralQualityContract = defineContract(
  { base: 'dpboot', tag: 'integral', module: '创新积分' },
  {
    threshold: {
      method: 'GET',
      path: 'integral/quality/threshold',
      access: 'operator',
      permission: 'integral.score',
      summary: '优质企业门槛（运营）',
      description: '某年度（默认最近一个有积分的年度）的门槛设置和实际分数线；未设置时为前20%。',
      query: Type.Object({ year: Type.Optional(Year()) }),
      answer: Type.Object({
        year: Nullable(Type.Integer()),
        system: Nullable(SystemRef),
        threshold: Threshold,
      }),
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
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
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
      description:
        '名录中一家企业的总分、名次、阶段、各维度得分和公开的登记信息；不在名录中的企业为 不存在。',
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
        trend: Type.Array(Trend),
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
      dataScope: { none: '后备库的每一行是计分企业，由积分与门槛计算得出，不由经办人录入' },
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
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
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
      dataScope: { none: '积分应用成果含企业申报形成的政策兑现，是园区统一的积分应用台账，面向全园区' },
      summary: '积分应用成果（运营）',
      description:
        '运营登记的积分贷、政策扶持、培育入库等，以及计分企业审核通过的政策申报（兑现金额，未兑现为申请金额）；新的在前，附合计。',
      query: Type.Object({ ...achievementQuery, ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(Achievement), total: Type.Integer(), totals: Totals }),
    },
    achievementExport: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
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
          Type.Number({
            title: '金额',
            minimum: 0,
            maximum: ACHIEVEMENT_LIMITS.amountMax,
            description: '万元',
          }),
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
