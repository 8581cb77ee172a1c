import { Button, ErrorBlock } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_COOKIE } from '@common/constants';
import { setCookie } from '@/core/cookies';

/** For personal screens opened without signing in: why, and 去登录 coming back here afterwards. */
export function LoginNeeded({ what, className }: { what: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorBlock className={className} status="default" title="请先登录" description={`登录后即可${what}`}>
      <Button
        color="primary"
        onClick={() => {
          setCookie(REDIRECT_COOKIE, location.pathname + location.search);
          void navigate('/login');
        }}
      >
        去登录
      </Button>
    </ErrorBlock>
  );
}
