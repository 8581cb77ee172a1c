import { FieldErrors, FormView, type FormField } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { questionsProblem, saveSurvey, survey, SURVEY_LIMITS, type QuestionInput, type SurveyDetail } from '../api';
import { QuestionsEditor } from '../parts/questions-editor';
import { useIdParam } from '@/ui/id-param';
import { OP_SURVEY_MANAGE, surveyDetailPath } from '../paths';

interface Values {
  title: string;
  intro?: string;
  deadline?: string;
  questions: QuestionInput[];
}

const parkToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const fields = (): FormField<Values>[] => [
  { name: 'title', label: '调查名称', type: 'text', required: true, min: 2, max: SURVEY_LIMITS.titleMax, placeholder: '如：2026 年园区企业研发投入调查' },
  { name: 'intro', label: '调查说明', type: 'textarea', max: SURVEY_LIMITS.introMax, placeholder: '调查目的、数据用途，企业填写时可见' },
  { name: 'deadline', label: '截止日期', type: 'date', minDate: parkToday(), help: '不填则不设截止日期，结束调查后不再接受答卷' },
  { name: 'questions', label: '题目', type: 'custom', required: true, input: <QuestionsEditor /> },
];

const valuesOf = (s: SurveyDetail): Values => ({
  title: s.title,
  intro: s.intro,
  deadline: s.deadline ?? undefined,
  questions: s.questions.map((q) => ({ title: q.title, kind: q.kind, required: q.required, options: q.options.map((o) => o.label), unit: q.unit })),
});

function SurveyForm({ id, initialValues }: { id?: number; initialValues: Partial<Values> }) {
  return (
    <FormView<Values, { id: number }>
      fields={fields()}
      initialValues={initialValues}
      onSubmit={async (v) => {
        const problem = questionsProblem(v.questions);
        if (problem) throw new FieldErrors([{ name: 'questions', message: problem }]);
        return saveSurvey({
          ...(id ? { id } : {}),
          title: v.title.trim(),
          intro: (v.intro ?? '').trim(),
          deadline: v.deadline || null,
          questions: v.questions.map((q) => ({ ...q, title: q.title.trim(), options: q.options.map((o) => o.trim()) })),
        });
      }}
      submitText="保存草稿"
      successTo={(saved) => surveyDetailPath(saved.id)}
    />
  );
}

/** /op/orgSurveyManage/edit: a new questionnaire, or with ?id= a draft changed (sent ones keep their questions). */
export default function OpSurveyEditPage() {
  const { raw, id } = useIdParam();
  return (
    <PageFrame title={raw ? '修改调查问卷' : '新建调查问卷'} backTo={OP_SURVEY_MANAGE}>
      {raw === null ? (
        <SurveyForm initialValues={{ questions: [{ title: '', kind: 'SINGLE', required: true, options: ['', ''], unit: '' }] }} />
      ) : id ? (
        <Loaded state={survey.useItem(id)} notFoundText="调查不存在">
          {(s) => (s.status === 'DRAFT' ? <SurveyForm id={id} initialValues={valuesOf(s)} /> : <NotFound title="调查已发送，题目不能再修改" />)}
        </Loaded>
      ) : (
        <NotFound title="调查不存在" />
      )}
    </PageFrame>
  );
}
