import { registerUser } from '../api';
import { AgreementField } from '../parts/agreement-field';
import { PhonePasswordForm } from '../parts/phone-password-form';
import { SPEC_STRINGS } from '@common/spec-strings';

/** /regist/user: register with a phone number confirmed by SMS, accepting the park's agreements. */
export default function RegistUserPage() {
  return (
    <PhonePasswordForm
      title="注册账号"
      subtitle="使用手机号注册，注册后可申请企业认证"
      codeType="regist"
      passwordLabel="设置密码"
      submitText="注册"
      submit={registerUser}
      success={SPEC_STRINGS.registered}
      failure={SPEC_STRINGS.registerFailed}
      extra={<AgreementField />}
    />
  );
}
