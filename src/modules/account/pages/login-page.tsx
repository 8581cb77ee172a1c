import { Button, Form, Input, NoticeBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTenant } from '@/core/use-tenant';
import { PageFrame } from '@/ui/page-frame';
import { loginByCode, loginByPassword } from '../api';
import styles from '../parts/account-form.module.css';
import { completeSignIn } from '../parts/after-login';
import { CaptchaField, useCaptcha } from '../parts/captcha-field';
import { showFailure } from '../parts/failure';
import { handoffOf, REGISTERED_HINT } from '../parts/login-handoff';
import { PhoneField, SmsCodeField } from '../parts/account-fields';

type Mode = 'pass' | 'code';
interface LoginValues {
  phone: string;
  password?: string;
  code?: string;
  verCode: string;
}

/** /login: phone with password or SMS code, plus the captcha (SPEC §2). */
export default function LoginPage() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const handoff = handoffOf(useLocation().state);
  const [form] = Form.useForm<LoginValues>();
  const [mode, setMode] = useState<Mode>('pass');
  const [busy, setBusy] = useState(false);
  const { nonce: captcha, refresh: refreshCaptcha } = useCaptcha(form);

  const submit = async (values: LoginValues) => {
    setBusy(true);
    try {
      const answer =
        mode === 'pass'
          ? await loginByPassword(values.phone.trim(), values.password ?? '', values.verCode.trim())
          : await loginByCode(values.phone.trim(), (values.code ?? '').trim(), values.verCode.trim());
      navigate(completeSignIn(answer), { replace: true });
    } catch (error) {
      showFailure(error, '登录失败，请稍后重试');
      refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="登录">
      {/* The park's own logo and name lead the page: whoever signs in sees which park's portal this is. */}
      <header className={styles.brand}>
        {tenant?.logo ? <img className={styles.brandLogo} src={tenant.logo} alt={`${tenant.name}标志`} width={44} height={44} /> : null}
        <div>
          <h1 className={styles.brandName}>{tenant?.name ?? '园区门户'}</h1>
          <p className={styles.subtitle}>欢迎登录，使用手机号与密码或短信验证码</p>
        </div>
      </header>
      {handoff?.registered ? <NoticeBar className={styles.handoff} content={REGISTERED_HINT} color="info" wrap /> : null}
      <Tabs activeKey={mode} onChange={(key) => setMode(key as Mode)}>
        <Tabs.Tab title="密码登录" key="pass" />
        <Tabs.Tab title="验证码登录" key="code" />
      </Tabs>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={handoff ? { phone: handoff.phone } : undefined}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy}>
            登录
          </Button>
        }
      >
        <PhoneField />
        <CaptchaField nonce={captcha} onRefresh={refreshCaptcha} />
        {mode === 'pass' ? (
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input type="password" placeholder="请输入密码" autoComplete="current-password" clearable />
          </Form.Item>
        ) : (
          <SmsCodeField form={form} type="login" onSent={refreshCaptcha} />
        )}
      </Form>
      <nav className={styles.links}>
        <Link to="/regist/user">注册账号</Link>
        <Link to="/regist/passChg">忘记密码</Link>
      </nav>
    </PageFrame>
  );
}
