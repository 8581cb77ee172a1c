import {
  contactAddressProblem,
  contactEmailProblem,
  contactPhoneProblem,
  fullnameProblem,
  shortNameProblem,
  themeColorProblem,
} from '@common/setting/rules';
import { FormView, type FormField, type Rule } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { basicSetting, saveBasic, type BasicSetting } from '../api';
import { ColourField } from './colour-field';
import { LogoField } from './logo-field';

/** A field checked by the rule the server applies (common/setting/rules.ts), with its message. */
const checkedBy = (problem: (value: string) => string | null): Rule[] => [
  {
    validator: (_rule, value: unknown) => {
      const message = problem(typeof value === 'string' ? value : '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  },
];

const FIELDS: FormField<BasicSetting>[] = [
  { name: 'fullname', label: '园区全称', type: 'text', required: true, max: 50, rules: checkedBy(fullnameProblem), group: '园区名称与形象' },
  {
    name: 'shortName',
    label: '园区简称',
    type: 'text',
    required: true,
    max: 20,
    rules: checkedBy(shortNameProblem),
    help: '门户首页、页面标题和安装到桌面的名称使用简称',
  },
  { name: 'logo', label: '园区标志', type: 'custom', required: true, input: <LogoField />, help: 'PNG、JPG 或 WebP，至多 1 MB，建议正方形' },
  {
    name: 'themeColor',
    label: '主题色',
    type: 'custom',
    required: true,
    input: <ColourField />,
    rules: checkedBy(themeColorProblem),
    help: '按钮、标签栏和页头的颜色；须足够深，白色文字在其上才清楚',
  },
  { name: 'contactPhone', label: '联系电话', type: 'text', max: 20, rules: checkedBy(contactPhoneProblem), group: '联系方式' },
  { name: 'contactAddress', label: '联系地址', type: 'text', max: 100, rules: checkedBy(contactAddressProblem) },
  { name: 'contactEmail', label: '联系邮箱', type: 'text', max: 100, rules: checkedBy(contactEmailProblem) },
];

const toPayload = (v: BasicSetting): BasicSetting => ({
  fullname: v.fullname.trim(),
  shortName: v.shortName.trim(),
  logo: v.logo,
  themeColor: v.themeColor.trim(),
  contactPhone: (v.contactPhone ?? '').trim(),
  contactAddress: (v.contactAddress ?? '').trim(),
  contactEmail: (v.contactEmail ?? '').trim(),
});

/** 基本信息: names, logo, colour and contact; saved, the portal shows them on its next load. */
export function BasicSection() {
  const state = basicSetting.useQuery({});
  return (
    <Loaded state={state}>
      {(current) => (
        <FormView<BasicSetting>
          fields={FIELDS}
          initialValues={current}
          onSubmit={(values) => saveBasic(toPayload(values))}
          submitText="保存"
          desktop
          successMessage="园区基本信息已保存"
        />
      )}
    </Loaded>
  );
}
