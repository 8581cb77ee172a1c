import { useState } from 'react';
import { QuestionnaireSteps, type Answers } from '@/ui/questionnaire';
import { Empty } from '@/ui/states';
import { profileAnswers, profileDisplay, testAnswers, toGroups, toMatchAnswers } from '../parts/match-model';
import { ProfileNote } from '../parts/profile-note';
import { useRunMatch } from '../parts/use-run-match';
import { MatchPage, type MatchSources } from '../parts/match-page';

function Steps({ questionnaire, profile, latest }: MatchSources) {
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
  return (
    <MatchPage title="政策匹配问卷" loginWhat="填写政策匹配问卷，查看可申报的政策">
      {(sources) => <Steps {...sources} />}
    </MatchPage>
  );
}
