import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { isOrganisation } from '@common/roles';
import { useSession } from '@/core/use-session';
import { LoginNeeded } from '@/ui/login-needed';
import { PageFrame } from '@/ui/page-frame';

/** Surveys are answered by a certified enterprise's users: anyone else is told why (framed: with the screen's bar). */
export function OrgOnly({ doing, framed, children }: { doing: string; framed?: boolean; children: ReactNode }) {
  const user = useSession();
  const refusal = !user ? <LoginNeeded what={doing} /> : !isOrganisation(user) ? <ErrorBlock status="default" title={`仅认证企业的用户可以${doing}`} description="请先完成企业认证" /> : null;
  if (!refusal) return <>{children}</>;
  return framed ? (
    <PageFrame title="企业调查" backTo="/user/index">
      {refusal}
    </PageFrame>
  ) : (
    refusal
  );
}
