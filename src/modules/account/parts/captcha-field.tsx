import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { bootCaptcha } from '@/core/boot-data';
import { captchaUrl } from '../api';
import styles from './account-form.module.css';

interface CaptchaFieldProps {
  nonce: number;
  onRefresh: () => void;
  /** Required on submit (login); otherwise it only guards sending the SMS code. */
  required?: boolean;
}

/**
 * The captcha image shown (its nonce) and a fresh one, which also clears the answer typed for the
 * old one: after a wrong answer, and after each SMS code sent (a captcha answers once).
 */
export function useCaptcha(form: ReturnType<typeof Form.useForm>[0]) {
  const [nonce, setNonce] = useState(() => Date.now());
  const refresh = () => {
    setNonce(Date.now());
    form.setFieldValue('verCode', '');
  };
  return { nonce, refresh };
}

/** The captcha answer with its image; tapping the image fetches a new one. */
export function CaptchaField({ nonce, onRefresh, required = true }: CaptchaFieldProps) {
  // The login page comes with its first image (core/boot-data): shown without a request.
  const boot = bootCaptcha(nonce);
  const src = boot ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(boot.svg)}` : captchaUrl(nonce);
  return (
    <Form.Item
      name="verCode"
      label="图形验证码"
      required={required}
      rules={required ? [{ required: true, message: '请输入图形验证码' }] : []}
      extra={
        <button type="button" className={styles.captcha} onClick={onRefresh} aria-label="看不清？点击更换图形验证码">
          <img src={src} alt="图形验证码" width={120} height={40} />
        </button>
      }
    >
      <Input placeholder="请输入右侧字符" maxLength={8} autoComplete="off" clearable />
    </Form.Item>
  );
}
