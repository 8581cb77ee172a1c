import { hasPermission } from '../../../common/roles.js';
import type { BriefLaggard, EconomyBrief } from '../../../common/economy/brief-contract.js';
import { TARGET_INDICATORS } from '../../../common/economy/indicators.js';
import { PROJECT_STAGES, STAGE_LABELS } from '../../../common/project/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { parkToday } from '../../lib/park-time.js';
import { projectPort } from '../project/public.js';
import { completionOf, meanOf, paceOf, placesOf, timeProgressOf, type Pace } from './derive.js';
import { explainsOfMonth } from './explains.js';
import { targetView } from './target-view.js';

/**
 * 经济运行简报 (/op/economyInfo): a month's page built from the figures. Every derived figure is
 * derive.ts's (through targetView for the indicators, paceOf for the target projects); the
 * projects come through the project module's port, within the operator's data scope.
 */

type Ranking = EconomyBrief['ranking'];
type View = Awaited<ReturnType<typeof targetView>>;

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** Areas ranked per indicator by completion (derive.ts placesOf), ordered by their mean completion. */
function rankAreas(views: readonly View[]): Ranking {
  const areas = new Map<number, Ranking['areas'][number]>();
  for (const v of views) {
    const places = placesOf(v.areas.map((a) => a.completion));
    v.areas.forEach((a, i) => {
      const row = areas.get(a.id) ?? { id: a.id, name: a.name, meanCompletion: null, cells: [] };
      areas.set(a.id, row);
      row.cells.push({ key: v.indicator.key, completion: a.completion, growth: a.growth, rank: places[i] ?? null });
    });
  }
  for (const row of areas.values()) row.meanCompletion = meanOf(row.cells.map((c) => c.completion));
  return {
    indicators: views.map((v) => ({ key: v.indicator.key, name: v.indicator.name })),
    areas: [...areas.values()].sort((a, b) => (b.meanCompletion ?? -1) - (a.meanCompletion ?? -1)),
  };
}

function laggard(
  kind: BriefLaggard['kind'],
  item: { key: string; name: string; unit: string; month: number; target: number; done: number },
  pace: Pace,
): BriefLaggard {
  return {
    kind,
    ...item,
    completion: completionOf(item.done, item.target) ?? 0,
    timeProgress: timeProgressOf(item.month),
    gap: pace.gap,
    remaining: pace.remaining,
    perMonth: pace.perMonth,
  };
}

const signed = (v: number) => `${v > 0 ? '增长' : '下降'} ${Math.abs(v).toFixed(1)}%`;

function summaryOf(brief: Omit<EconomyBrief, 'summary'>): string[] {
  const { year, month, indicators, laggards, projects } = brief;
  if (month === 0) return [`${String(year)}年尚无报齐的月度数据。`];
  const reported = indicators.filter((i) => i.month > 0);
  const behind = reported.filter((i) => i.behind);
  const lines = [
    `${String(year)}年1—${String(month)}月，序时进度 ${brief.timeProgress.toFixed(1)}%。七项目标指标中 ${String(reported.length - behind.length)} 项达到序时进度` +
      (behind.length ? `，${String(behind.length)} 项落后：${behind.map((i) => i.name).join('、')}。` : '。'),
  ];
  const grown = reported.filter((i) => i.growth !== null).sort((a, b) => (b.growth ?? 0) - (a.growth ?? 0));
  const best = grown[0];
  const worst = grown[grown.length - 1];
  if (best && worst && best !== worst)
    lines.push(`同比增速最快的是${best.name}（${signed(best.growth ?? 0)}），最慢的是${worst.name}（${signed(worst.growth ?? 0)}）。`);
  if (projects) {
    const counts = projects.stages.filter((s) => s.target > 0).map((s) => `${s.name} ${String(s.done)}/${String(s.target)} 个`);
    if (counts.length) lines.push(`年度目标项目完成情况：${counts.join('，')}。`);
    if (projects.behind.length) lines.push(`${String(projects.behind.length)} 个目标项目计划日期已过仍未达到。`);
  }
  const first = laggards[0];
  if (first)
    lines.push(`落后最多的是${first.name}，差序时进度 ${Math.abs(first.gap).toFixed(1)} 个百分点，后续每月平均需完成 ${String(first.perMonth)} ${first.unit}。`);
  return lines;
}

export async function economyBrief(ctx: UserCtx, askedYear?: number, askedMonth?: number): Promise<EconomyBrief> {
  const today = parkToday();
  const year = askedYear ?? Number(today.slice(0, 4));
  const views = await Promise.all(TARGET_INDICATORS.map((key) => targetView(ctx.db, key, year, askedMonth ?? 12)));
  // The latest month any indicator has every area reported, no later than the month asked.
  const month = Math.max(0, ...views.map((v) => v.month));
  const laggards: BriefLaggard[] = [];
  const indicators = views.map((v) => {
    const at = v.month > 0 ? v.months[v.month - 1] : undefined;
    if (v.pace?.behind && v.target !== null && v.cumulative !== null) {
      const item = { key: v.indicator.key, name: v.indicator.name, unit: v.indicator.unit, month: v.month };
      laggards.push(laggard('INDICATOR', { ...item, target: v.target, done: v.cumulative }, v.pace));
    }
    return {
      key: v.indicator.key,
      name: v.indicator.name,
      unit: v.indicator.unit,
      month: v.month,
      target: v.target,
      cumulative: v.cumulative,
      monthly: at?.monthly ?? null,
      growth: v.growth,
      completion: v.completion,
      timeProgress: v.timeProgress,
      behind: v.pace?.behind ?? false,
    };
  });
  let projects: EconomyBrief['projects'] = null;
  if (hasPermission(ctx.user, 'project.view') && month > 0) {
    const end = lastDayOf(year, month);
    const counted = await projectPort.get().targetsAsOf(ctx, year, end < today ? end : today);
    const stages = PROJECT_STAGES.map((stage) => {
      const { target, done } = counted.stages[stage];
      const name = `年度计划${STAGE_LABELS[stage]}项目`;
      const pace = target > 0 ? paceOf(done, target, month) : null;
      if (pace?.behind) laggards.push(laggard('PROJECT', { key: stage, name, unit: '个', month, target, done }, pace));
      return { stage, name, target, done, completion: completionOf(done, target), behind: pace?.behind ?? false };
    });
    projects = { stages, behind: counted.behind };
  }
  laggards.sort((a, b) => a.gap - b.gap);
  const brief = {
    year,
    month,
    timeProgress: timeProgressOf(month),
    laggards,
    indicators,
    ranking: rankAreas(views),
    projects,
    explains: month > 0 ? await explainsOfMonth(ctx.db, year, month) : [],
  };
  return { ...brief, summary: summaryOf(brief) };
}
