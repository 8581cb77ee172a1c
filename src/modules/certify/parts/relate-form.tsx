import { Form, Input } from 'antd-mobile';
import { CardForm } from './card-form';
import { idcardRules, normalizeCode, textRules, tidyText } from './rules';

export interface RelateValues {
  userName?: string;
  idcard?: string;
}

/** Who asks to join the organisation: name and ID number (SPEC §3 link payload, orgId from the route). */
export function RelateForm({
  initialValues,
  onSubmit,
}: {
  initialValues: RelateValues;
  onSubmit: (values: { userName: string; idcard: string }) => Promise<void>;
}) {
  const finish = (values: Required<RelateValues>) => onSubmit({ userName: tidyText(values.userName), idcard: normalizeCode(values.idcard) });
  return (
    <CardForm initialValues={initialValues} onFinish={finish} submitText="申请关联">
      <Form.Header>申请人信息</Form.Header>
      <Form.Item name="userName" label="姓名" required rules={textRules('姓名', 2, 20)} validateTrigger="onBlur">
        <Input placeholder="请输入真实姓名" clearable maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item name="idcard" label="身份证号" required rules={idcardRules('身份证号')} normalize={normalizeCode} validateTrigger="onBlur">
        <Input placeholder="18位身份证号" clearable maxLength={24} autoComplete="off" autoCapitalize="characters" autoCorrect="off" />
      </Form.Item>
    </CardForm>
  );
}
