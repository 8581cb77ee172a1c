import { Button, Form, Input, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_MAX } from '@common/account-rules';
import { PageFrame } from '@/ui/page-frame';
import type { CodeType } from '../api';
import styles from './account-form.module.css';
import { CaptchaField, useCaptcha } from './captcha-field';
import { showFailure } from './failure';
import { loginHandoff } from './login-handoff';
import { PhoneField, SmsCodeField } from './account-fields';
import { passwordRules } from './password-rules';

interface Values {
  phone: string;
  verCode: string;
  code: string;
  password: string;
  confirm: string;
}

export interface PhonePasswordFormProps {
  title: string;
  subtitle: string;
  codeType: CodeType;
  submitText: string;
  passwordLabel: string;
  /** The account call; resolves when the server accepted it. */
  submit: (phone: string, code: string, password: string) => Promise<unknown>;
  success: string;
  failure: string;
  /** Form items after the passwords (registration: the agreements to accept). */
  extra?: ReactNode;
}

/** Registration and password reset: phone, captcha, SMS code, a new password twice; success shows /login. */
export function PhonePasswordForm(props: PhonePasswordFormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { nonce: captcha, refresh: refreshCaptcha } = useCaptcha(form);

  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      const phone = values.phone.trim();
      await props.submit(phone, values.code.trim(), values.password);
      Toast.show({ content: props.success, icon: 'success' });
      // /login opens with the phone filled in; after a registration it suggests certification.
      navigate('/login', { replace: true, state: loginHandoff(phone, props.codeType === 'regist') });
    } catch (error) {
      showFailure(error, props.failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={props.title} backTo="/login">
      <header className={styles.header}>
        <p className={styles.subtitle}>{props.subtitle}</p>
      </header>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {props.submitText}
          </Button>
        }
      >
        <PhoneField />
        <CaptchaField nonce={captcha} onRefresh={refreshCaptcha} required={false} />
        <SmsCodeField form={form} type={props.codeType} onSent={refreshCaptcha} />
        <Form.Item
          name="password"
          label={props.passwordLabel}
          rules={passwordRules}
        >
          <Input type="password" maxLength={PASSWORD_MAX} placeholder="8-20位，含字母和数字" autoComplete="new-password" clearable />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入密码' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input type="password" maxLength={PASSWORD_MAX} placeholder="再次输入密码" autoComplete="new-password" clearable />
        </Form.Item>
        {props.extra}
      </Form>
    </PageFrame>
  );
}
