import { resetPassword } from '../api';
import { PhonePasswordForm } from '../parts/phone-password-form';
import { SPEC_STRINGS } from '@common/spec-strings';

/** /regist/passChg: reset the password with an SMS code. */
export default function PassChgPage() {
  return (
    <PhonePasswordForm
      title="重置密码"
      subtitle="通过短信验证码设置新密码，重置后其他设备将退出登录"
      codeType="passChg"
      passwordLabel="新密码"
      submitText="重置密码"
      submit={resetPassword}
      success={SPEC_STRINGS.reset}
      failure={SPEC_STRINGS.resetFailed}
    />
  );
}
