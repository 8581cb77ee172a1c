import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { TestDetail } from '@common/policy';
import { useSession } from '@/core/use-session';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
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
  const signedIn = !!useSession();
  const test = testDetail.useItem(signedIn ? id : null);
  return (
    <PageFrame title={title} backTo={backTo} footer={test.data && footer ? footer(test.data) : undefined}>
      {signedIn ? (
        <Loaded state={test} notFoundText="测评记录不存在" backTo={backTo} skeleton={{ count: 3 }}>
          {children}
        </Loaded>
      ) : (
        <LoginNeeded what={what} />
      )}
    </PageFrame>
  );
}
