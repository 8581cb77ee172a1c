import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf } from '../contract/endpoint.js';
import { ECONOMY_LIMITS as L } from './contract.js';

/**
 * 经济运行简报 (SPEC §2 /op/economyInfo): one page a month, generated from the figures — what runs
 * behind its time progress first (indicators and the year's target projects, with what each must
 * gain per remaining month), then the key figures, the areas' ranking and the month's
 * explanations; the same page as .xlsx. Every derived figure comes from the server's one place
 * of the arithmetic (server/modules/economy/derive.ts).
 */

const Figure = Nullable(Type.Number({ description: '万元；无数据为 null' }));
const Percent = Nullable(Type.Number({ description: '百分比（一位小数）；无法计算为 null' }));
const BriefQuery = Type.Object({
  year: Type.Optional(Type.Integer({ title: '年度', minimum: L.yearMin, maximum: L.yearMax })),
  month: Type.Optional(Type.Integer({ title: '月份', minimum: 1, maximum: 12 })),
});

/** What names a figure of the brief: its indicator (or project stage), unit and month. */
const named = (monthNote: string) => ({
  key: Type.String(),
  name: Type.String(),
  unit: Type.String({ description: '万元或个' }),
  month: Type.Integer({ description: monthNote }),
});

const Laggard = Type.Object({
  kind: Type.Enum(['INDICATOR', 'PROJECT'], { description: 'INDICATOR 目标指标 / PROJECT 年度目标项目（按阶段）' }),
  ...named('截至月份'),
  target: Type.Number(),
  done: Type.Number({ description: '累计完成（万元或个）' }),
  completion: Type.Number(),
  timeProgress: Type.Number(),
  gap: Type.Number({ description: '完成率 − 序时进度（百分点），为负' }),
  remaining: Type.Number({ description: '全年尚需完成' }),
  perMonth: Type.Number({ description: '后续每月平均需完成' }),
});

const KeyFigure = Type.Object({
  ...named('截至月份（各片区都已报送）；0 表示尚无'),
  target: Figure,
  cumulative: Figure,
  monthly: Figure,
  growth: Percent,
  completion: Percent,
  timeProgress: Type.Number(),
  behind: Type.Boolean(),
});

const RankedArea = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  meanCompletion: Percent,
  cells: Type.Array(
    Type.Object({ key: Type.String(), completion: Percent, growth: Percent, rank: Nullable(Type.Integer()) }),
  ),
});

const StageRow = Type.Object({
  stage: Type.String(),
  name: Type.String({ description: '年度计划签约/开工/投产项目' }),
  target: Type.Integer(),
  done: Type.Integer(),
  completion: Percent,
  behind: Type.Boolean(),
});

export const briefContract = defineContract(
  { base: 'dpboot', tag: 'economy', module: '经济运行' },
  {
    brief: {
      method: 'GET',
      path: 'economy/brief',
      access: 'operator',
      permission: 'economy.view',
      summary: '月度经济运行简报（运营）',
      description:
        '某年某月（默认最近一个有报齐数据的月份）的简报：摘要；落后序时进度的指标与年度目标项目（按阶段）排在最前，附全年尚需与后续月均需完成；七项指标的累计值、当月值、同比增长、完成率；各片区按完成率的排名；计划日期已过未达到的目标项目；该月的数据说明。无项目查看权限时不含项目部分。',
      query: BriefQuery,
      answer: Type.Object({
        year: Type.Integer(),
        month: Type.Integer({ description: '简报月份；0 表示该年尚无数据' }),
        timeProgress: Type.Number(),
        summary: Type.Array(Type.String()),
        laggards: Type.Array(Laggard),
        indicators: Type.Array(KeyFigure),
        ranking: Type.Object({
          indicators: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
          areas: Type.Array(RankedArea),
        }),
        projects: Nullable(
          Type.Object({
            stages: Type.Array(StageRow),
            behind: Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                deptName: Type.String(),
                targetStage: Type.String(),
                plan: Nullable(Type.String()),
              }),
            ),
          }),
        ),
        explains: Type.Array(
          Type.Object({ id: Type.Integer(), indicatorName: Type.String(), content: Type.String() }),
        ),
      }),
    },
    briefExport: {
      method: 'GET',
      path: 'economy/brief/export',
      access: 'operator',
      permission: 'economy.view',
      summary: '导出月度经济运行简报（运营）',
      description: '与 economy/brief 相同的内容，导出为 .xlsx（摘要、落后序时进度、主要指标、片区排名、目标项目、数据说明各一页），文件名 经济运行简报-YYYY年M月.xlsx。',
      query: BriefQuery,
      answer: FILE,
    },
  },
);

export type EconomyBrief = AnswerOf<typeof briefContract.brief>;
export type BriefLaggard = EconomyBrief['laggards'][number];
