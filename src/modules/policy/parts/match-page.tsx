import type { ReactNode } from 'react';
import type { ProfileAnswers, Questionnaire, TestDetail } from '@common/policy';
import { useSession } from '@/core/use-session';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards } from '@/ui/states';
import { POLICY_INDEX } from '../paths';
import { LoginNeeded } from './login-needed';
import { useMatchSources } from './use-match-sources';

/** What a matching screen starts from, loaded: the questions, the organisation's answers and the newest test. */
export interface MatchSources {
  questionnaire: Questionnaire;
  profile: ProfileAnswers;
  latest: TestDetail | null;
}

/**
 * A matching screen (匹配画像, 问卷, 快速匹配): a sign-in prompt saying what signing in gives
 * (`loginWhat`), loading and failure states, then the screen on its loaded sources.
 */
export function MatchPage({
  title,
  loginWhat,
  children,
}: {
  title: string;
  loginWhat: string;
  children: (sources: MatchSources) => ReactNode;
}) {
  const signedIn = !!useSession();
  const sources = useMatchSources(signedIn);
  let body;
  if (!signedIn) body = <LoginNeeded what={loginWhat} />;
  else if (sources.ready) body = children({ questionnaire: sources.questionnaire!, profile: sources.profile!, latest: sources.latest ?? null });
  else if (sources.error) body = <LoadFailed error={sources.error} onRetry={sources.retry} />;
  else body = <LoadingCards count={3} />;
  return (
    <PageFrame title={title} backTo={POLICY_INDEX}>
      {body}
    </PageFrame>
  );
}
