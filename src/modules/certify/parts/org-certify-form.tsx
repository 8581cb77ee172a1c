import { Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import type { OrgType } from '@common/constants';
import { DOCUMENT_ACCEPT, UploadField } from '@/ui/upload-field';
import type { CertifyOrgPayload, FoundOrg } from '../api';
import { CardForm } from './card-form';
import { OrgLookup } from './org-lookup';
import { creditCodeRules, idcardRules, normalizeCode, textRules, tidyText, uploadRules } from './rules';

export type OrgCertifyValues = Partial<CertifyOrgPayload>;

const CATEGORY_OPTIONS: { label: string; value: OrgType }[] = [
  { label: '企业', value: 'ORG' },
  { label: '服务机构', value: 'SERVICE' },
];

/**
 * The organisation certification form (SPEC §3 payload); submits only what passed the rules. Above
 * it the park's registry is searched: picking an organisation fills its name, code and type in.
 */
export function OrgCertifyForm({
  initialValues,
  onSubmit,
}: {
  initialValues: OrgCertifyValues;
  onSubmit: (payload: CertifyOrgPayload) => Promise<void>;
}) {
  const [form] = Form.useForm<OrgCertifyValues>();
  const [picked, setPicked] = useState<FoundOrg | null>(null);
  const pick = (org: FoundOrg) => {
    form.setFieldsValue({ fullname: org.fullname, creditCode: org.creditCode, category: org.orgtype });
    setPicked(org);
  };
  const finish = (values: Required<OrgCertifyValues>) =>
    onSubmit({
      fullname: tidyText(values.fullname),
      creditCode: normalizeCode(values.creditCode),
      category: values.category,
      liceneUrl: values.liceneUrl,
      legalIdcard: normalizeCode(values.legalIdcard),
      authUrl: values.authUrl,
    });

  return (
    <>
      <OrgLookup lead="先在园区企业库中查找：已登记的企业可申请关联，或一键填入下方的认证信息。" onPick={pick} />
      <CardForm form={form} initialValues={initialValues} onFinish={finish} submitText="提交认证">
        <Form.Header>企业信息</Form.Header>
        <Form.Item name="fullname" label="企业名称" required rules={textRules('企业名称', 2, 100)} validateTrigger="onBlur">
          <Input placeholder="与营业执照上的名称一致" clearable maxLength={100} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label="统一社会信用代码"
          required
          rules={creditCodeRules}
          normalize={normalizeCode}
          validateTrigger="onBlur"
        >
          <Input placeholder="18位，见营业执照" clearable maxLength={30} autoComplete="off" autoCapitalize="characters" autoCorrect="off" />
        </Form.Item>
        <Form.Item
          name="category"
          label="机构类型"
          required
          rules={[{ required: true, message: '请选择机构类型' }]}
          getValueProps={(value: OrgType | undefined) => ({ value: value ? [value] : [] })}
          normalize={(value: OrgType[]) => value[0]}
        >
          <Selector columns={2} options={CATEGORY_OPTIONS} />
        </Form.Item>
        <Form.Item name="liceneUrl" label="营业执照" required rules={uploadRules('营业执照')}>
          <UploadField title="营业执照" accept={DOCUMENT_ACCEPT} />
        </Form.Item>
        <Form.Header>法人与授权</Form.Header>
        <Form.Item
          name="legalIdcard"
          label="法人身份证号"
          required
          rules={idcardRules('法人身份证号')}
          normalize={normalizeCode}
          validateTrigger="onBlur"
          description={picked?.legalPerson ? `园区登记的法定代表人：${picked.legalPerson}` : undefined}
        >
          <Input placeholder="法定代表人的18位身份证号" clearable maxLength={24} autoComplete="off" autoCapitalize="characters" autoCorrect="off" />
        </Form.Item>
        <Form.Item name="authUrl" label="授权书" required rules={uploadRules('授权书')} description="法定代表人签字并加盖公章的授权书">
          <UploadField title="授权书" accept={DOCUMENT_ACCEPT} />
        </Form.Item>
      </CardForm>
    </>
  );
}
