import { useParams } from 'react-router-dom';
import { useMemo } from 'react';
import { NoticeBar } from 'antd-mobile';
import { FormView, type Rule } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { isDuplicateTitle, policyDetail, policyFilters, questionnaire as questions, savePolicy } from '../api';
import { policyFields, toPolicyForm, valuesOf, type PolicyValues } from '../parts/policy-fields';
import { ATTACHMENTS } from '../parts/policy-form';
import { idOf, POLICY_MANAGE, policyTreePath } from '../paths';
import type { Option } from '@/ui/status';
import { quoted } from '@common/quoted';

/** Industry choices: the options of the 所属行业 question (what matching compares) and those in use. */
function useIndustryOptions(extra: string[] = []): Option[] {
  const questionnaire = questions.useQuery({}).data;
  const filters = policyFilters.useQuery({}).data;
  return useMemo(() => {
    const names = new Set<string>();
    for (const g of questionnaire?.groups ?? [])
      for (const q of g.questions) if (q.profileField === 'industry') q.options.forEach((o) => names.add(o.label));
    filters?.industries.forEach((i) => names.add(i.name));
    extra.forEach((name) => names.add(name));
    return [...names].map((name) => ({ value: name, label: name }));
  }, [questionnaire, filters, extra]);
}

const titleRule = (id?: number): Rule => ({
  validateTrigger: 'onBlur',
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim().length < 4) return;
    if (await isDuplicateTitle(value.trim(), id).catch(() => false)) throw new Error('已有同名政策，请修改政策标题');
  },
});

function Form({ id, initial }: { id?: number; initial?: Parameters<typeof valuesOf>[0] }) {
  const industries = useIndustryOptions(initial?.industries);
  const fields = useMemo(() => [...policyFields(industries, titleRule(id)), ATTACHMENTS], [industries, id]);
  return (
    <FormView
      fields={fields}
      initialValues={{ attachments: [], ...(initial ? valuesOf(initial) : { level: 'PARK' }) }}
      intro={
        initial && initial.state !== 'CHECK' ? (
          <NoticeBar content={`该政策当前为${quoted(initial.stateLabel)}，保存修改后将重新进入待审核`} color="alert" wrap />
        ) : undefined
      }
      submitText={id ? '保存修改' : '保存并配置申报事项'}
      onSubmit={(values: PolicyValues) => savePolicy(toPolicyForm(values, id))}
      successTo={(saved) => (id ? POLICY_MANAGE : policyTreePath(saved.id))}
    />
  );
}

function Edit({ id }: { id: number }) {
  return (
    <Loaded state={policyDetail.useItem(id)} notFoundText="政策不存在或已被删除" backTo={POLICY_MANAGE} skeleton={{ count: 2, lines: 4 }}>
      {(policy) => <Form id={id} initial={policy} />}
    </Loaded>
  );
}

/** /op/policy/add and /op/policy/edit/:id: a policy's basic facts and guide. */
export default function PolicyEditPage() {
  const params = useParams();
  const raw = params.id;
  const id = idOf(raw);
  return (
    <PageFrame title={raw ? '编辑政策' : '新增政策'} backTo={POLICY_MANAGE}>
      {raw === undefined ? <Form /> : id ? <Edit id={id} /> : <NotFound title="政策不存在或已被删除" />}
    </PageFrame>
  );
}
