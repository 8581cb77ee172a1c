import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOrganisation } from '@common/roles';
import { useSession } from '@/core/use-session';
import { LoginNeeded } from '@/ui/login-needed';

/**
 * What only a certified enterprise's user does here (apply, post a need, read its credit profile):
 * a visitor is asked to sign in (and comes back here), any other user is told to certify first.
 */
export function OrgOnly({ doing, children }: { doing: string; children: ReactNode }) {
  const user = useSession();
  const navigate = useNavigate();
  if (!user) return <LoginNeeded what={doing} />;
  if (!isOrganisation(user)) {
    return (
      <ErrorBlock status="default" title={`仅认证企业可以${doing}`} description="请先完成企业认证">
        <Button color="primary" onClick={() => void navigate('/user/index')}>
          返回个人中心
        </Button>
      </ErrorBlock>
    );
  }
  return <>{children}</>;
}
