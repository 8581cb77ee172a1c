import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { PHONE_MESSAGE, PHONE_PATTERN, SMS_CODE_MESSAGE, SMS_CODE_PATTERN } from '@common/account-rules';
import type { CodeType } from '../api';
import { SmsCodeButton } from './sms-code-button';

/** The phone number every account form starts with, checked against the shared rule. */
export function PhoneField() {
  return (
    <Form.Item
      name="phone"
      label="手机号"
      rules={[
        { required: true, message: '请输入手机号' },
        { pattern: new RegExp(PHONE_PATTERN), message: PHONE_MESSAGE },
      ]}
    >
      <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" autoComplete="username" clearable />
    </Form.Item>
  );
}

/** The SMS code with its send button; the captcha is used up by a send, so `onSent` refreshes it. */
export function SmsCodeField({ form, type, onSent }: { form: FormInstance; type: CodeType; onSent: () => void }) {
  return (
    <Form.Item
      name="code"
      label="短信验证码"
      rules={[
        { required: true, message: '请输入短信验证码' },
        { pattern: new RegExp(SMS_CODE_PATTERN), message: SMS_CODE_MESSAGE },
      ]}
      extra={<SmsCodeButton form={form} type={type} onSent={onSent} />}
    >
      <Input inputMode="numeric" maxLength={6} placeholder="6位验证码" autoComplete="one-time-code" clearable />
    </Form.Item>
  );
}
