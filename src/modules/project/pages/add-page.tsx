import { parkToday } from '@common/park-time';
import { newProjectProblem, PROJECT_LIMITS as L, PROJECT_STAGES, STAGE_LABELS, type ProjectStage } from '@common/project/rules';
import { FormView, type FormField } from '@/ui/form-page';
import type { Rule } from '@/ui/form-page/field-types';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { createProject, projectDepts } from '../api';
import { PROJECT_STAGE_PATHS, projectDetailPath } from '../paths';

interface Values {
  name: string;
  investor: string;
  industry: string;
  area: string;
  investment: number;
  signDate: string;
  beginPlan?: string;
  producePlan?: string;
  deptId: string;
  targetYear?: number;
  targetStage?: string;
  description?: string;
}

const input = (v: Partial<Values>) => ({
  investment: Number(v.investment ?? 0),
  signDate: v.signDate ?? '',
  beginPlan: v.beginPlan || undefined,
  producePlan: v.producePlan || undefined,
  targetYear: v.targetYear ? Number(v.targetYear) : undefined,
  targetStage: (v.targetStage || undefined) as ProjectStage | undefined,
});

/** The server's own rule (newProjectProblem), checked on the field it names before sending. */
const checked = (names: readonly string[]): Rule => (form) => ({
  validator: async () => {
    const problem = newProjectProblem(input(form.getFieldsValue(true) as Partial<Values>), parkToday());
    if (problem && names.some((n) => problem.includes(n))) throw new Error(problem);
  },
});

const fields = (depts: readonly { id: number; name: string }[]): FormField<Values>[] => [
  { name: 'name', label: '项目名称', type: 'text', required: true, min: 2, max: L.nameMax, group: '项目' },
  { name: 'investor', label: '投资方', type: 'text', required: true, min: 2, max: L.investorMax },
  { name: 'industry', label: '产业', type: 'text', required: true, max: 40, placeholder: '如“新能源汽车”' },
  { name: 'area', label: '所在片区', type: 'text', required: true, max: 40, placeholder: '如“东区”' },
  { name: 'investment', label: '总投资', type: 'number', required: true, min: 0, max: L.investmentMax, unit: '万元', rules: [checked(['总投资'])] },
  { name: 'deptId', label: '责任部门', type: 'picker', required: true, options: depts.map((d) => ({ label: d.name, value: String(d.id) })) },
  { name: 'signDate', label: '签约日期', type: 'date', required: true, maxDate: parkToday(), group: '日期', rules: [checked(['签约日期不能晚于'])] },
  { name: 'beginPlan', label: '计划开工日期', type: 'date', rules: [checked(['计划开工日期'])] },
  { name: 'producePlan', label: '计划投产日期', type: 'date', rules: [checked(['计划投产日期'])] },
  { name: 'targetYear', label: '目标年度', type: 'number', integer: true, min: 2000, max: 2100, group: '年度目标（选填）', rules: [checked(['目标年度'])] },
  { name: 'targetStage', label: '目标阶段', type: 'picker', options: PROJECT_STAGES.map((s) => ({ label: STAGE_LABELS[s], value: s })) },
  { name: 'description', label: '项目简介', type: 'textarea', max: L.textMax, rows: 4, placeholder: '建设内容、产能、用地等' },
];

/** /op/project/add: a new project registered in its 签约 stage, then opened. */
export default function AddPage() {
  const depts = projectDepts.useQuery({});
  return (
    <PageFrame title="新建项目" backTo={PROJECT_STAGE_PATHS.SIGN}>
      <Loaded state={depts}>
        {(list) => (
          <FormView<Values, { id: number }>
            fields={fields(list)}
            initialValues={{ signDate: parkToday() }}
            onSubmit={(v) =>
              createProject({
                ...input(v),
                name: v.name,
                investor: v.investor,
                industry: v.industry,
                area: v.area,
                deptId: Number(v.deptId),
                description: v.description ?? '',
              })
            }
            submitText="登记项目"
            successTo={(saved) => projectDetailPath(saved.id)}
          />
        )}
      </Loaded>
    </PageFrame>
  );
}
