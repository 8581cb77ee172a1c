import { useState } from 'react';
import type { ProfileAnswers, Questionnaire, TestDetail } from '@common/policy';
import { useSession } from '@/core/use-session';
import { PageFrame } from '@/ui/page-frame';
import { QuestionnaireSteps, type Answers } from '@/ui/questionnaire';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { LoginNeeded } from '../parts/login-needed';
import { profileAnswers, profileDisplay, testAnswers, toGroups, toMatchAnswers } from '../parts/match-model';
import { ProfileNote } from '../parts/profile-note';
import { useMatchSources } from '../parts/use-match-sources';
import { useRunMatch } from '../parts/use-run-match';
import { POLICY_INDEX } from '../paths';

function Steps({ questionnaire, profile, latest }: { questionnaire: Questionnaire; profile: ProfileAnswers; latest: TestDetail | null }) {
  const groups = toGroups(questionnaire);
  // The organisation record first, then what the person answered last time.
  const [answers, setAnswers] = useState<Answers>(() => ({ ...profileAnswers(profile), ...testAnswers(latest, true) }));
  const { run, running } = useRunMatch();
  if (!groups.length) return <Empty title="暂无问卷题目" description="园区尚未配置匹配指标，请稍后再来" />;
  return (
    <QuestionnaireSteps
      groups={groups}
      answers={answers}
      onChange={(id, answer) => setAnswers((current) => ({ ...current, [id]: answer }))}
      noteFor={(id) => <ProfileNote display={profileDisplay(profile, id)} />}
      submitText="提交并匹配"
      submitting={running}
      onSubmit={() => void run(toMatchAnswers(groups.flatMap((g) => g.questions), answers, profileAnswers(profile)))}
    />
  );
}

/** /policy/question: the whole questionnaire, quota type by quota type, then the ranked result. */
export default function QuestionPage() {
  const signedIn = !!useSession();
  const sources = useMatchSources(signedIn);
  let body;
  if (!signedIn) body = <LoginNeeded what="填写政策匹配问卷，查看可申报的政策" />;
  else if (sources.ready) body = <Steps questionnaire={sources.questionnaire!} profile={sources.profile!} latest={sources.latest ?? null} />;
  else if (sources.error) body = <LoadFailed error={sources.error} onRetry={sources.retry} />;
  else body = <LoadingCards count={3} />;
  return (
    <PageFrame title="政策匹配问卷" backTo={POLICY_INDEX}>
      {body}
    </PageFrame>
  );
}
