import { SMS_CAP_LIMITS, smsCapProblem, type SmsCapName } from '@common/setting/rules';
import { FormView, type FormField, type Rule } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { saveSmsCaps, smsCapsSetting, type SmsCapsSetting } from '../api';

const checked = (name: SmsCapName): Rule[] => [
  {
    validator: (_rule, value: unknown) => {
      const message = smsCapProblem(name, Number(value));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  },
];

const field = (name: SmsCapName, help: string): FormField<SmsCapsSetting> => {
  const { label, unit, min, max } = SMS_CAP_LIMITS[name];
  return { name, label, type: 'number', required: true, integer: true, min, max, unit, rules: checked(name), help };
};

const FIELDS: FormField<SmsCapsSetting>[] = [
  field('perRecipientPerDay', '一个手机号一天内最多收到的推送短信条数（按发送时间计）；已达上限的接收人不再发送，其余照常发送'),
  field('perOperatorPerHour', '一位操作员一小时内最多提交的发送批次数；超出时拒绝发送并提示等待时间'),
];

/** 短信推送: the park's caps on SMS pushes (/op/push), per recipient per day and per operator per hour. */
export function SmsCapsSection() {
  const state = smsCapsSetting.useQuery({});
  return (
    <Loaded state={state}>
      {(current) => (
        <FormView<SmsCapsSetting>
          fields={FIELDS}
          initialValues={current}
          onSubmit={(values) =>
            saveSmsCaps({ perRecipientPerDay: Number(values.perRecipientPerDay), perOperatorPerHour: Number(values.perOperatorPerHour) })
          }
          submitText="保存"
          desktop
          successMessage="短信推送上限已保存"
        />
      )}
    </Loaded>
  );
}
