import { useSearchParams } from 'react-router-dom';
import { SCENE_LIMITS as L } from '@common/scene/rules';
import { periodProblem } from '@common/scene/rules';
import { FormView, type FormField } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { round, saveRound, type RoundRow } from '../api';
import { FIELD_OPTIONS } from '../parts/cards';
import { OP_ROUNDS } from '../paths';

interface RoundValues {
  title: string;
  intro: string;
  startDate: string;
  endDate: string;
  fields: string[];
}

const FIELDS: FormField<RoundValues>[] = [
  { name: 'title', label: '征集名称', type: 'text', required: true, min: L.titleMin, max: L.titleMax, placeholder: '如“2026年智能制造应用场景征集”' },
  { name: 'intro', label: '征集说明', type: 'textarea', required: true, min: L.textMin, max: L.textMax, rows: 4, placeholder: '征集对象、内容要求、入选后的支持' },
  { name: 'startDate', label: '开始日期', type: 'date', required: true },
  {
    name: 'endDate',
    label: '截止日期',
    type: 'date',
    required: true,
    rules: [
      ({ getFieldValue }) => ({
        validator: async (_r, value: unknown) => {
          const start = getFieldValue('startDate') as string | undefined;
          const problem = typeof value === 'string' && start ? periodProblem(start, value) : null;
          if (problem) throw new Error(problem);
        },
      }),
    ],
  },
  { name: 'fields', label: '征集领域', type: 'select', multiple: true, columns: 2, required: '请至少选择一个征集领域', options: FIELD_OPTIONS, help: `至多 ${String(L.fieldsMax)} 个` },
];

function RoundForm({ record }: { record?: RoundRow }) {
  return (
    <FormView<RoundValues, unknown>
      fields={FIELDS}
      initialValues={record ? { title: record.title, intro: record.intro, startDate: record.startDate, endDate: record.endDate, fields: record.fields } : {}}
      onSubmit={(v) => saveRound({ ...(record ? { id: record.id } : {}), ...v, fields: v.fields as RoundRow['fields'] })}
      submitText={record ? '保存' : '发起征集'}
      successTo={OP_ROUNDS}
    />
  );
}

/** /op/cj/sceneCollectManage/round: a round opened (no id) or an open one edited (?id=). */
export default function RoundEditPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const state = round.useItem(id);
  return (
    <PageFrame title={id ? '修改场景征集' : '发起场景征集'} backTo={OP_ROUNDS}>
      {id ? (
        <Loaded state={state} notFoundText="场景征集不存在" backTo={OP_ROUNDS}>
          {(r) => <RoundForm record={r} />}
        </Loaded>
      ) : (
        <RoundForm />
      )}
    </PageFrame>
  );
}
