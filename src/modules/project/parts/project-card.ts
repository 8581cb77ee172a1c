import type { CardSpec } from '@/ui/list-page';
import type { DisplayField } from '@/ui/fields';
import { STAGE_LABELS, type ProjectRowItem, type ProjectStage } from '../api';

/** The key dates a stage's list shows: what happened and what is planned next. */
const DATES: Record<ProjectStage, DisplayField<ProjectRowItem>[]> = {
  SIGN: [
    { label: '签约日期', value: 'signDate' },
    { label: '计划开工', value: 'beginPlan' },
  ],
  BEGIN: [
    { label: '开工日期', value: 'beginDate' },
    { label: '计划投产', value: 'producePlan' },
  ],
  PRODUCE: [
    { label: '投产日期', value: 'produceDate' },
    { label: '签约日期', value: 'signDate' },
  ],
};

/** A project as a card (phone) and a row (desktop): of one stage's list, or of every stage's. */
export function projectCard(stage: ProjectStage | null): CardSpec<ProjectRowItem> {
  return {
    title: 'name',
    subtitle: (p) => `${p.investor} · ${p.area}`,
    status: { tag: (p) => STAGE_LABELS[p.stage] },
    tags: (p) => [p.industry, ...(p.behind ? ['落后计划'] : []), ...(p.pendingChanges ? ['变更待审批'] : [])],
    meta: [
      { label: '总投资', value: 'investment', format: 'money' },
      ...(stage ? DATES[stage] : [{ label: '签约日期', value: 'signDate' as const }]),
      { label: '责任部门', value: (p) => p.deptName || '未指定' },
    ],
    table: {
      titleLabel: '项目名称',
      subtitleLabel: '投资方 · 片区',
      sort: {
        title: 'name',
        总投资: 'investment',
        签约日期: 'signDate',
        开工日期: 'beginDate',
        投产日期: 'produceDate',
      },
    },
  };
}
