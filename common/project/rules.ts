/**
 * 招商/建设项目's terms: the three stages a project passes (签约 → 开工 → 投产), the changes a
 * committee approves, and the rule of a stage move — shared by the server, which enforces it, and
 * the form, which says the same before sending.
 */

export const PROJECT_STAGES = ['SIGN', 'BEGIN', 'PRODUCE'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];
export const STAGE_LABELS: Record<ProjectStage, string> = { SIGN: '签约', BEGIN: '开工', PRODUCE: '投产' };

export const CHANGE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];
// prettier-ignore
export const CHANGE_STATUS_LABELS: Record<ChangeStatus, string> = { PENDING: '待审批', APPROVED: '已批准', REJECTED: '未批准' };

/** What a change (变更) may alter: the figures and dates the committee is judged on. */
export const CHANGE_ITEMS = ['investment', 'beginPlan', 'producePlan', 'name'] as const;
export type ChangeItem = (typeof CHANGE_ITEMS)[number];
// prettier-ignore
export const CHANGE_ITEM_LABELS: Record<ChangeItem, string> = { investment: '总投资（万元）', beginPlan: '计划开工日期', producePlan: '计划投产日期', name: '项目名称' };

export const PROJECT_LIMITS = {
  nameMax: 60,
  investorMax: 60,
  textMin: 2,
  textMax: 500,
  reasonMin: 5,
  investmentMax: 10_000_000,
  photosMax: 9,
} as const;

export interface StageMove {
  from: ProjectStage;
  to: ProjectStage;
  /** YYYY-MM-DD of the move. */
  date: string;
  /** The date the project entered its current stage. */
  since: string | null;
  today: string;
  evidence: string;
  reason: string;
}

/** Why a stage move is refused, or null: forward only, dated, with evidence, no skip without a reason. */
export function stageMoveProblem(m: StageMove): string | null {
  const from = PROJECT_STAGES.indexOf(m.from);
  const to = PROJECT_STAGES.indexOf(m.to);
  if (to <= from) return `项目已处于${STAGE_LABELS[m.from]}阶段，只能推进到后续阶段`;
  if (m.date > m.today) return `${STAGE_LABELS[m.to]}日期不能晚于今天`;
  if (m.since && m.date < m.since)
    return `${STAGE_LABELS[m.to]}日期不能早于${STAGE_LABELS[m.from]}日期（${m.since}）`;
  if (m.evidence.trim().length < PROJECT_LIMITS.textMin)
    return `请填写${STAGE_LABELS[m.to]}依据（如开工许可、投产验收材料）`;
  if (to - from > 1 && m.reason.trim().length < PROJECT_LIMITS.reasonMin)
    return `跳过${STAGE_LABELS[PROJECT_STAGES[from + 1]!]}阶段须说明原因（不少于${String(PROJECT_LIMITS.reasonMin)}个字）`;
  return null;
}

/** A project as it is registered (签约): the dates that must follow one another, and the target it counts for. */
export interface NewProject {
  investment: number;
  signDate: string;
  beginPlan?: string | undefined;
  producePlan?: string | undefined;
  targetYear?: number | undefined;
  targetStage?: ProjectStage | undefined;
}

/** Why a new project is refused, or null: signed by today, plans in order, a target with both its year and stage. */
export function newProjectProblem(p: NewProject, today: string): string | null {
  if (!(p.investment > 0)) return '总投资须大于0万元';
  if (p.signDate > today) return '签约日期不能晚于今天';
  if (p.beginPlan && p.beginPlan < p.signDate) return '计划开工日期不能早于签约日期';
  if (p.producePlan && p.producePlan < (p.beginPlan || p.signDate))
    return p.beginPlan ? '计划投产日期不能早于计划开工日期' : '计划投产日期不能早于签约日期';
  if ((p.targetYear === undefined) !== (p.targetStage === undefined)) return '列入年度目标须同时选择目标年度和目标阶段';
  return null;
}
