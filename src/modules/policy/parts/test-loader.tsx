import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { TestDetail } from '../../../../common/policy';
import { useSession } from '../../../app/use-session';
import { PageFrame } from '../../../ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '../../../ui/states';
import { testDetail } from '../api';
import { POLICY_RECORDS } from '../paths';
import { LoginNeeded } from './login-needed';

export interface TestScreenProps {
  title: string;
  backTo?: string;
  /** What the login prompt offers. */
  what: string;
  children: (test: TestDetail) => ReactNode;
  footer?: (test: TestDetail) => ReactNode;
}

/** A screen of one test record (:id): sign-in, loading, not found (someone else's), failure. */
export function TestScreen({ title, backTo = POLICY_RECORDS, what, children, footer }: TestScreenProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  const signedIn = !!useSession();
  const test = testDetail.useItem(signedIn ? id : null);
  let body: ReactNode;
  if (!signedIn) body = <LoginNeeded what={what} />;
  else if (test.data) body = children(test.data);
  else if (test.notFound) body = <NotFound title="测评记录不存在" onBack={() => void navigate(backTo)} />;
  else if (test.error) body = <LoadFailed error={test.error} onRetry={() => void test.mutate()} />;
  else body = <LoadingCards count={3} />;
  return (
    <PageFrame title={title} backTo={backTo} footer={test.data && footer ? footer(test.data) : undefined}>
      {body}
    </PageFrame>
  );
}
