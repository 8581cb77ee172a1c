import { agreementProblem, SETTING_LIMITS } from '@common/setting/rules';
import { FormView, type FormField, type Rule } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { agreementsSetting, saveAgreements, type AgreementsSetting } from '../api';

const checked = (label: string): Rule[] => [
  {
    validator: (_rule, value: unknown) => {
      const message = agreementProblem(label, typeof value === 'string' ? value : '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  },
];

const L = SETTING_LIMITS.agreement;
const FIELDS: FormField<AgreementsSetting>[] = [
  { name: 'userAgreement', label: '用户协议', type: 'textarea', required: true, rows: 10, max: L.max, rules: checked('用户协议'), help: '注册账号时展示，用户须勾选同意；换行即分段' },
  { name: 'privacyPolicy', label: '隐私政策', type: 'textarea', required: true, rows: 10, max: L.max, rules: checked('隐私政策') },
];

/** 注册协议: the user agreement and privacy policy the registration screen shows. */
export function AgreementsSection() {
  const state = agreementsSetting.useQuery({});
  return (
    <Loaded state={state}>
      {(current) => (
        <FormView<AgreementsSetting>
          fields={FIELDS}
          initialValues={current}
          onSubmit={(values) => saveAgreements({ userAgreement: values.userAgreement.trim(), privacyPolicy: values.privacyPolicy.trim() })}
          submitText="保存"
          desktop
          successMessage="注册协议已保存"
        />
      )}
    </Loaded>
  );
}
