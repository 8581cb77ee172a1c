import { registerUser } from '../api';
import { PhonePasswordForm } from '../parts/phone-password-form';

/** /regist/user: register with a phone number confirmed by SMS. */
export default function RegistUserPage() {
  return (
    <PhonePasswordForm
      title="注册账号"
      subtitle="使用手机号注册，注册后可申请企业认证"
      codeType="regist"
      passwordLabel="设置密码"
      submitText="注册"
      submit={registerUser}
      success="注册成功，请前往登录！"
      failure="注册失败!"
    />
  );
}
