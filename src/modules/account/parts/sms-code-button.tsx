import { Button, Toast } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useEffect, useState } from 'react';
import { isPhone } from '@common/account-rules';
import { sendCode, type CodeType } from '../api';
import { showFailure } from './failure';
import { SPEC_STRINGS } from '@common/spec-strings';

const WAIT_SECONDS = 60;

/**
 * Sends the SMS code for the form's phone, after the captcha (SPEC §7 passport/code/send/{type}).
 * Resolves true on success; on failure shows the error or 验证码发送失败! and resolves false.
 */
export async function sendSmsCode(phone: string, verCode: string, type: CodeType): Promise<boolean> {
  try {
    await sendCode(phone, verCode, type);
    Toast.show({ content: SPEC_STRINGS.codeSent, icon: 'success' });
    return true;
  } catch (error) {
    showFailure(error, SPEC_STRINGS.codeSendFailed);
    return false;
  }
}

export function SmsCodeButton({ form, type, onSent }: { form: FormInstance; type: CodeType; onSent: () => void }) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const phone = String(form.getFieldValue('phone') ?? '').trim();
    const verCode = String(form.getFieldValue('verCode') ?? '').trim();
    if (!isPhone(phone)) return void Toast.show({ content: '请先输入正确的手机号' });
    if (!verCode) return void Toast.show({ content: '请先输入图形验证码' });
    setSending(true);
    const sent = await sendSmsCode(phone, verCode, type);
    setSending(false);
    // The captcha answer is single-use: either way the next send needs a new one.
    onSent();
    if (sent) setLeft(WAIT_SECONDS);
  };

  return (
    <Button size="small" color="primary" fill="none" disabled={left > 0} loading={sending} onClick={send}>
      {left > 0 ? `${left}秒后重发` : '获取验证码'}
    </Button>
  );
}
