import { Type } from 'typebox';
import { Id, Nullable } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type InputOf } from '../contract/endpoint.js';
import { TARGET_INDICATORS } from './indicators.js';

/**
 * 经济运行 (SPEC §2 /op/economyTarget/*, /op/economyArea/*): the seven target indicators, their
 * yearly targets and the sub-areas' monthly cumulative figures, with the derived figures computed
 * on the server (server/modules/economy/derive.ts). Figures are 万元; percentages one decimal.
 */

export * from './indicators.js';

export const ECONOMY_LIMITS = { yearMin: 2000, yearMax: 2100, cumulativeMax: 1e9, noteMax: 200 } as const;
const L = ECONOMY_LIMITS;

const Indicator = Type.Enum([...TARGET_INDICATORS], { title: '指标' });
const Year = Type.Integer({ title: '年度', minimum: L.yearMin, maximum: L.yearMax });
const Month = Type.Integer({ title: '月份', minimum: 1, maximum: 12 });
const Figure = Nullable(Type.Number({ description: '万元；无数据为 null' }));
const Percent = Nullable(Type.Number({ description: '百分比（一位小数）；无法计算为 null' }));

const Pace = Nullable(
  Type.Object({
    gap: Type.Number({ description: '完成率 − 序时进度（百分点），负数为落后' }),
    behind: Type.Boolean({ description: '落后序时进度' }),
    remaining: Type.Number({ description: '全年尚需完成（万元）' }),
    perMonth: Type.Number({ description: '后续月均需完成（万元）' }),
  }),
);

const MonthRow = Type.Object({
  month: Type.Integer(),
  cumulative: Figure,
  monthly: Figure,
  lastYearCumulative: Figure,
  growth: Percent,
  completion: Percent,
  timeProgress: Type.Number(),
  reportedAreas: Type.Integer({ description: '已报送该月数据的片区数' }),
});

const AreaRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  target: Figure,
  cumulative: Figure,
  growth: Percent,
  completion: Percent,
  pace: Pace,
});

const Headline = Type.Object({
  key: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  target: Figure,
  month: Type.Integer({ description: '截至月份；0 表示尚无' }),
  cumulative: Figure,
  growth: Percent,
  completion: Percent,
  timeProgress: Type.Number(),
  pace: Pace,
  areas: Type.Array(AreaRow),
});

const AreaFigure = Type.Object({
  areaId: Type.Integer(),
  areaName: Type.String(),
  cumulative: Figure,
  previous: Figure,
  note: Type.String(),
  locked: Type.Boolean(),
  updatedAt: Nullable(Type.String()),
});

export const economyContract = defineContract(
  { base: 'dpboot', tag: 'economy', module: '经济运行' },
  {
    target: {
      method: 'GET',
      path: 'economy/target/:type',
      access: 'operator',
      permission: 'economy.view',
      summary: '目标指标完成情况（运营）',
      description:
        '一个目标指标一年的情况：年度目标（各片区目标之和）、逐月累计值与当月值、上年同期、同比增长、完成率与序时进度，截至最近一个各片区都已报送的月份的落后序时进度与后续月均需完成，以及各片区同月的对比。',
      params: Type.Object({ type: Indicator }),
      query: Type.Object({ year: Type.Optional(Year) }),
      answer: Type.Object({
        indicator: Type.Object({
          key: Type.String(),
          name: Type.String(),
          unit: Type.String(),
          frequency: Type.String(),
          scope: Type.String(),
        }),
        year: Type.Integer(),
        years: Type.Array(Type.Integer(), { description: '有数据的年度，新的在前' }),
        target: Figure,
        month: Type.Integer({ description: '截至月份（各片区都已报送的最近月份）；0 表示尚无' }),
        cumulative: Figure,
        growth: Percent,
        completion: Percent,
        timeProgress: Type.Number(),
        pace: Pace,
        areaCount: Type.Integer(),
        months: Type.Array(MonthRow),
        areas: Type.Array(AreaRow),
      }),
    },
    overview: {
      method: 'GET',
      path: 'economy/overview',
      access: 'operator',
      permission: 'economy.view',
      summary: '七项目标指标与各片区对比（运营）',
      description:
        '一年中七项目标指标各自截至最近报齐月份的完成情况，以及各片区同月的累计值、同比增长、完成率与序时进度；落后序时进度的指标排在前面。',
      query: Type.Object({ year: Type.Optional(Year) }),
      answer: Type.Object({ year: Type.Integer(), indicators: Type.Array(Headline) }),
    },
    areaMonth: {
      method: 'GET',
      path: 'economy/area/month',
      access: 'operator',
      permission: 'economy.input',
      summary: '片区月度数据（填报用）',
      description: '某指标某月各片区的累计值、上月累计值、说明与是否已锁定。',
      query: Type.Object({ indicator: Indicator, year: Year, month: Month }),
      answer: Type.Object({
        locked: Type.Boolean({ description: '该月已审核锁定' }),
        rows: Type.Array(AreaFigure),
      }),
    },
    saveFigure: {
      method: 'POST',
      path: 'economy/area/save',
      access: 'operator',
      permission: 'economy.input',
      summary: '填报片区月度累计值',
      description:
        '写入（或修改）一个片区某指标某月的累计值。已锁定的月份不能修改；累计值低于上月时必须填写说明；不能填报未来的月份。',
      body: Type.Object({
        indicator: Indicator,
        year: Year,
        month: Month,
        areaId: Id('片区'),
        cumulative: Type.Number({ title: '累计值', minimum: 0, maximum: L.cumulativeMax }),
        note: Type.Optional(Type.String({ title: '说明', maxLength: L.noteMax })),
      }),
      answer: AreaFigure,
      message: '保存成功',
    },
    lockMonth: {
      method: 'POST',
      path: 'economy/area/lock',
      access: 'operator',
      permission: 'economy.lock',
      summary: '审核锁定月度数据',
      description: '锁定某月全部片区、全部指标的数据，此后不能修改。',
      body: Type.Object({ year: Year, month: Month }),
      answer: Type.Object({ locked: Type.Integer({ description: '本次锁定的条数' }) }),
      message: '已锁定',
    },
  },
);

export type EconomyTarget = AnswerOf<typeof economyContract.target>;
export type EconomyOverview = AnswerOf<typeof economyContract.overview>;
export type EconomyHeadline = EconomyOverview['indicators'][number];
export type EconomyAreaMonth = AnswerOf<typeof economyContract.areaMonth>;
export type EconomyAreaFigure = EconomyAreaMonth['rows'][number];
export type EconomyFigureInput = InputOf<typeof economyContract.saveFigure>;
