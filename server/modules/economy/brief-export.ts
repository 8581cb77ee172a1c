import type { FastifyReply } from 'fastify';
import type { EconomyBrief } from '../../../common/economy/brief-contract.js';
import { STAGE_LABELS, type ProjectStage } from '../../../common/project/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { economyBrief } from './brief.js';

/** The month's brief as .xlsx, a sheet per section of the page, figures as numbers. */

const columns = (spec: ReadonlyArray<readonly [string, string, number]>): XlsxColumn[] =>
  spec.map(([header, key, width]) => ({ header, key, width }));

const LAGGARD_COLUMNS = columns([
  ['类别', 'kind', 10],
  ['名称', 'name', 22],
  ['截至月份', 'month', 10],
  ['年度目标', 'target', 14],
  ['累计完成', 'done', 14],
  ['完成率（%）', 'completion', 12],
  ['序时进度（%）', 'timeProgress', 12],
  ['差距（百分点）', 'gap', 14],
  ['全年尚需', 'remaining', 14],
  ['后续月均需', 'perMonth', 14],
  ['单位', 'unit', 8],
]);

const FIGURE_COLUMNS = columns([
  ['指标', 'name', 22],
  ['单位', 'unit', 8],
  ['截至月份', 'month', 10],
  ['年度目标', 'target', 14],
  ['累计值', 'cumulative', 14],
  ['当月值', 'monthly', 14],
  ['同比增长（%）', 'growth', 14],
  ['完成率（%）', 'completion', 12],
  ['序时进度（%）', 'timeProgress', 12],
  ['落后序时', 'behind', 10],
]);

function sheets(b: EconomyBrief) {
  const rankingColumns: XlsxColumn[] = [
    { header: '名次', key: 'place', width: 6 },
    { header: '片区', key: 'name', width: 16 },
    { header: '平均完成率（%）', key: 'mean', width: 16 },
    ...b.ranking.indicators.map((i) => ({ header: `${i.name}完成率（%）`, key: i.key, width: 18 })),
  ];
  const rankingRows = b.ranking.areas.map((a, i) => {
    const row: XlsxRow = { place: i + 1, name: a.name, mean: a.meanCompletion };
    for (const c of a.cells) row[c.key] = c.completion;
    return row;
  });
  return [
    { name: '摘要', columns: columns([['经济运行简报', 'line', 100]]), rows: b.summary.map((line) => ({ line })) },
    {
      name: '落后序时进度',
      columns: LAGGARD_COLUMNS,
      rows: b.laggards.map((l) => ({ ...l, kind: l.kind === 'INDICATOR' ? '目标指标' : '目标项目' })),
    },
    { name: '主要指标', columns: FIGURE_COLUMNS, rows: b.indicators.map((i) => ({ ...i, behind: i.behind ? '是' : '' })) },
    { name: '片区排名', columns: rankingColumns, rows: rankingRows },
    {
      name: '目标项目落后计划',
      columns: columns([
        ['项目名称', 'name', 32],
        ['责任部门', 'deptName', 16],
        ['目标阶段', 'stage', 10],
        ['计划日期', 'plan', 12],
      ]),
      rows: (b.projects?.behind ?? []).map((p) => ({
        name: p.name,
        deptName: p.deptName,
        stage: STAGE_LABELS[p.targetStage as ProjectStage],
        plan: p.plan,
      })),
    },
    {
      name: '数据说明',
      columns: columns([
        ['指标', 'indicatorName', 22],
        ['说明', 'content', 80],
      ]),
      rows: b.explains.map((e) => ({ indicatorName: e.indicatorName, content: e.content })),
    },
  ];
}

export async function exportBrief(
  ctx: UserCtx,
  year: number | undefined,
  month: number | undefined,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const brief = await economyBrief(ctx, year, month);
  return sendXlsx(reply, {
    filename: `经济运行简报-${String(brief.year)}年${String(brief.month)}月.xlsx`,
    sheets: sheets(brief),
  });
}
