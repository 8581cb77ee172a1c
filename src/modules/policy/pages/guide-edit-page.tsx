import { NoticeBar } from 'antd-mobile';
import type { PolicyDetail } from '@common/policy';
import { FormView } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { policyDetail, savePolicy } from '../api';
import { GUIDE_FIELDS, toPolicyForm, valuesOf, type PolicyValues } from '../parts/policy-fields';
import { ATTACHMENTS } from '../parts/policy-form';
import { PolicyPicker } from '../parts/policy-picker';
import { GUIDE_MANAGE, guideEditPath } from '../paths';
import { NewOrEditScreen, type NewOrEditSpec } from '@/ui/new-or-edit-screen';

const FIELDS = [...GUIDE_FIELDS, ATTACHMENTS];

function GuideForm({ policy }: { policy: PolicyDetail }) {
  return (
    <FormView
      fields={FIELDS}
      initialValues={{ attachments: [], ...valuesOf(policy) }}
      intro={
        <NoticeBar
          content={`${policy.title}${policy.state === 'CHECK' ? '' : `（当前${policy.stateLabel}，保存后将重新进入待审核）`}`}
          color={policy.state === 'CHECK' ? 'info' : 'alert'}
          wrap
        />
      }
      submitText="保存指南"
      // The basic facts stay as they are; only the guide sections change.
      onSubmit={(values: PolicyValues) => savePolicy(toPolicyForm({ ...valuesOf(policy), ...values }, policy.id))}
      successTo={GUIDE_MANAGE}
    />
  );
}

function Loader({ id }: { id: number }) {
  return (
    <Loaded state={policyDetail.useItem(id)} notFoundText="政策不存在或已被删除" backTo={GUIDE_MANAGE} skeleton={{ count: 2, lines: 4 }}>
      {(policy) => <GuideForm policy={policy} />}
    </Loaded>
  );
}

const SCREEN: NewOrEditSpec = { create: '编辑申报指南', edit: '编辑申报指南', backTo: GUIDE_MANAGE, notFound: '政策不存在或已被删除' };

/** /op/policy/guideEdit?id=: the guide sections of one policy (validity, texts, contacts, files). */
export default function GuideEditPage() {
  return <NewOrEditScreen spec={SCREEN} create={<PolicyPicker pathFor={(pid) => guideEditPath(pid)} hint="请选择要编辑申报指南的政策" />} edit={(id) => <Loader key={id} id={id} />} />;
}
