import { resetPassword } from '../api';
import { PhonePasswordForm } from '../parts/phone-password-form';

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
      success="重置成功，请前往登录！"
      failure="重置失败!"
    />
  );
}
