import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ssoLogin } from '../api';
import { completeSignIn } from '../parts/after-login';
import { showFailure } from '../parts/failure';
import { SPEC_STRINGS } from '@common/spec-strings';

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/**
 * /ssoMain.do?token=…&appid=…[&redirect=https://…]: unified authentication (SPEC §2). After a
 * successful SSO go to the supplied absolute address if there is one, otherwise to the route.
 */
export default function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const appid = params.get('appid') ?? '';
  const [failed, setFailed] = useState(!token || !appid);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token || !appid) return;
    started.current = true;
    const target = params.get('redirect') ?? params.get('returnUrl') ?? '';
    ssoLogin(token, appid).then(
      (answer) => {
        const route = completeSignIn(answer);
        if (isAbsolute(target)) location.assign(target);
        else navigate(target.startsWith('/') && !target.startsWith('//') ? target : route, { replace: true });
      },
      (error: unknown) => {
        showFailure(error, '单点登录失败');
        setFailed(true);
      },
    );
  }, [params, navigate, token, appid]);

  if (failed) {
    return (
      <ErrorBlock fullPage status="default" title="统一认证登录失败" description="登录凭证无效或已过期，请返回原系统重新进入，或直接登录">
        <Button color="primary" onClick={() => navigate('/login', { replace: true })}>
          前往登录
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <div className="screen-loading" role="status">
      <SpinLoading color="primary" />
      <span>{SPEC_STRINGS.loggingIn}</span>
    </div>
  );
}
