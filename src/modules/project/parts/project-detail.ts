import type { DetailHeading, DetailSection } from '@/ui/detail-page';
import { STAGE_LABELS, type ProjectDetailView } from '../api';

/** A project's heading and facts on its detail page. */
export const PROJECT_HEADING: DetailHeading<ProjectDetailView> = {
  title: 'name',
  subtitle: (p) =>
    `${STAGE_LABELS[p.stage]}阶段${p.behind ? '（落后计划）' : ''} · ${p.investor} · ${p.industry}`,
};

export const PROJECT_SECTIONS: DetailSection<ProjectDetailView>[] = [
  {
    title: '基本情况',
    fields: [
      { label: '总投资', value: 'investment', format: 'money' },
      { label: '所在片区', value: 'area' },
      { label: '责任部门', value: (p) => p.deptName || '未指定' },
      {
        label: '年度目标',
        value: (p) =>
          p.targetYear && p.targetStage
            ? `${String(p.targetYear)}年计划${STAGE_LABELS[p.targetStage]}`
            : '未列入',
      },
      { label: '项目简介', value: 'description' },
    ],
  },
  {
    title: '阶段日期',
    fields: [
      { label: '签约日期', value: 'signDate' },
      { label: '计划开工', value: (p) => p.beginPlan ?? '—' },
      {
        label: '实际开工',
        value: (p) => p.beginDate ?? (p.stage === 'PRODUCE' ? '未经开工阶段' : '尚未开工'),
      },
      { label: '计划投产', value: (p) => p.producePlan ?? '—' },
      { label: '实际投产', value: (p) => p.produceDate ?? '尚未投产' },
    ],
  },
];
