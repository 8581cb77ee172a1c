import { Type } from 'typebox';
import { Nullable } from '../../contract/atoms.js';
import { defineContract, type AnswerOf } from '../../contract/endpoint.js';
import { Dimension, Stage, Year, YearQuery } from '../schemas.js';
import { CHAIN_KEY_PATTERN } from './chains.js';

/**
 * The score big-screen (SPEC §2 /lg): the park's innovation score on a wall display — overview,
 * rankings by industry, dimension analysis and the industry chains. Every read is public like the
 * portal's top list (integral/top): a wall display runs unattended, without anyone signed in. Each
 * answers the aggregates of the year's active version (the newest year with one by default), made
 * by one or two SQL aggregates on the server; the lists are short top lists
 * (common/integral/README.md, "Big-screen").
 */

export * from './chains.js';

/** A link (环节) of an industry chain with its scored enterprises. */
const chainLink = {
  name: Type.String(),
  industryName: Type.String(),
  count: Type.Integer(),
  average: Type.Number(),
};

const ChainKey = Type.String({
  title: '产业链',
  pattern: CHAIN_KEY_PATTERN,
  description: '园区产业链的标识（car / equip / electron 为规范列出的三条，园区可另有其他，如 bio 生物医药）',
});

/** A chain as the wall names it: its screen's address, its name and the line under it. */
const WallChain = Type.Object({ key: ChainKey, name: Type.String(), description: Type.String() });

/** Which version the figures are of, and when it was computed. */
const head = {
  year: Nullable(Type.Integer({ description: '年度；园区尚无积分为 null' })),
  system: Nullable(Type.Object({ id: Type.Integer(), year: Type.Integer(), version: Type.Integer() })),
  computedAt: Nullable(Type.String({ description: '积分计算完成的时间' })),
};

const Bucket = Type.Object({ from: Type.Number(), to: Type.Number(), count: Type.Integer() });

const StageFigure = Type.Object({
  stage: Stage,
  stageLabel: Type.String(),
  count: Type.Integer(),
  average: Type.Number(),
});

const DimensionAverage = Type.Object({
  dimension: Dimension,
  name: Type.String(),
  average: Type.Number(),
  maxAverage: Type.Number({ description: '本维度满分的平均（各阶段权重不同）' }),
});

/** A ranked enterprise as the wall shows it. */
const Ranked = Type.Object({
  orgId: Type.Integer(),
  fullname: Type.String(),
  simplename: Type.String(),
  industryName: Type.String(),
  rank: Type.Integer({ description: '园区名次（同分同名次）' }),
  total: Type.Number(),
  stageLabel: Type.String(),
});

const Size = (max: number, fallback: number) =>
  Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: max, default: fallback }));

export const bigscreenContract = defineContract(
  { base: 'dpboot', tag: 'bigscreen', module: '创新积分' },
  {
    overview: {
      method: 'GET',
      path: 'integral/bigscreen/overview',
      access: 'public',
      summary: '积分大屏：园区积分概况（公开）',
      description: '计分企业数、平均分、最高分、各阶段、得分分布（每10分一档）、各维度平均和前10名。',
      query: YearQuery,
      answer: Type.Object({
        ...head,
        count: Type.Integer(),
        average: Type.Number(),
        max: Type.Number(),
        min: Type.Number(),
        histogram: Type.Array(Bucket),
        stages: Type.Array(StageFigure),
        dimensions: Type.Array(DimensionAverage),
        top: Type.Array(Ranked),
      }),
    },
    rank: {
      method: 'GET',
      path: 'integral/bigscreen/rank',
      access: 'public',
      summary: '积分大屏：各行业排行（公开）',
      description:
        '每个行业的计分企业数、平均分和得分最高的企业（行业内名次，同分同名次），企业多的行业在前。',
      query: Type.Object({ year: Type.Optional(Year()), size: Size(20, 10) }),
      answer: Type.Object({
        ...head,
        industries: Type.Array(
          Type.Object({
            industryName: Type.String(),
            count: Type.Integer(),
            average: Type.Number(),
            list: Type.Array(
              Type.Object({
                ...Ranked.properties,
                industryRank: Type.Integer({ description: '行业内名次' }),
              }),
            ),
          }),
        ),
      }),
    },
    analyse: {
      method: 'GET',
      path: 'integral/bigscreen/analyse',
      access: 'public',
      summary: '积分大屏：维度分析（公开）',
      description: '各阶段、各行业的维度平均分与满分，以及历年（各年度当前生效版本）的平均分走势。',
      query: YearQuery,
      answer: Type.Object({
        ...head,
        count: Type.Integer(),
        stages: Type.Array(
          Type.Object({ ...StageFigure.properties, dimensions: Type.Array(DimensionAverage) }),
        ),
        industries: Type.Array(
          Type.Object({
            industryName: Type.String(),
            count: Type.Integer(),
            average: Type.Number(),
            dimensions: Type.Array(DimensionAverage),
          }),
        ),
        trend: Type.Array(
          Type.Object({
            year: Type.Integer(),
            version: Type.Integer(),
            count: Type.Integer(),
            average: Type.Number(),
            dimensions: Type.Array(DimensionAverage),
          }),
        ),
      }),
    },
    chains: {
      method: 'GET',
      path: 'integral/bigscreen/chains',
      access: 'public',
      summary: '积分大屏：产业链概况（公开）',
      description:
        '园区各产业链（园区自己绘制的产业链；尚未绘制时为标准的三条）的计分企业、平均分、各环节和前3名，及全园区的对照。',
      query: YearQuery,
      answer: Type.Object({
        ...head,
        parkCount: Type.Integer({ description: '全园区计分企业数' }),
        parkAverage: Type.Number(),
        chains: Type.Array(
          Type.Object({
            ...WallChain.properties,
            count: Type.Integer(),
            average: Type.Number(),
            max: Type.Number(),
            stages: Type.Array(StageFigure),
            links: Type.Array(Type.Object(chainLink)),
            top: Type.Array(Ranked),
          }),
        ),
      }),
    },
    wallChains: {
      method: 'GET',
      path: 'integral/bigscreen/wallChains',
      access: 'public',
      summary: '积分大屏：园区的产业链（公开）',
      description: '大屏各产业链屏的名称与标识，按园区的顺序：园区自己绘制的产业链；尚未绘制时为标准的三条。',
      answer: Type.Array(WallChain),
    },
    chain: {
      method: 'GET',
      path: 'integral/bigscreen/chain/:key',
      access: 'public',
      summary: '积分大屏：一条产业链的企业积分（公开）',
      description:
        '该链的计分企业、平均分、得分分布、各阶段、各维度平均、各环节，及按得分排列的企业（链内名次）。园区没有该产业链时为 404。',
      params: Type.Object({ key: ChainKey }),
      query: Type.Object({ year: Type.Optional(Year()), size: Size(100, 30) }),
      answer: Type.Object({
        ...head,
        ...WallChain.properties,
        parkCount: Type.Integer(),
        parkAverage: Type.Number(),
        count: Type.Integer(),
        average: Type.Number(),
        max: Type.Number(),
        histogram: Type.Array(Bucket),
        stages: Type.Array(StageFigure),
        dimensions: Type.Array(DimensionAverage),
        links: Type.Array(Type.Object({ ...chainLink, max: Type.Number() })),
        list: Type.Array(
          Type.Object({
            ...Ranked.properties,
            chainRank: Type.Integer({ description: '链内名次（同分同名次）' }),
            link: Type.String({ description: '所在环节' }),
            tech: Type.Number(),
            growth: Type.Number(),
            feature: Type.Number(),
          }),
        ),
      }),
    },
  },
);

export type BigscreenOverview = AnswerOf<typeof bigscreenContract.overview>;
export type BigscreenRank = AnswerOf<typeof bigscreenContract.rank>;
export type BigscreenAnalyse = AnswerOf<typeof bigscreenContract.analyse>;
export type BigscreenChains = AnswerOf<typeof bigscreenContract.chains>;
export type BigscreenChain = AnswerOf<typeof bigscreenContract.chain>;
export type BigscreenWallChains = AnswerOf<typeof bigscreenContract.wallChains>;
