import { Button, Card } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProfileAnswers, Questionnaire, TestDetail } from '@common/policy';
import { useSession } from '@/core/use-session';
import { formatDateTime } from '@/ui/format';
import { PageFrame } from '@/ui/page-frame';
import { answeredCount, numberProblem, QuestionField, type Answers } from '@/ui/questionnaire';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { testDetail } from '../api';
import { LoginNeeded } from '../parts/login-needed';
import { profileAnswers, profileDisplay, testAnswers, toGroups, toMatchAnswers } from '../parts/match-model';
import styles from '../parts/policy.module.css';
import { ProfileNote } from '../parts/profile-note';
import { useMatchSources } from '../parts/use-match-sources';
import { useRunMatch } from '../parts/use-run-match';
import { idOf, POLICY_INDEX, POLICY_QUESTION, recordPath } from '../paths';

function Editor({ questionnaire, profile, test }: { questionnaire: Questionnaire; profile: ProfileAnswers; test: TestDetail }) {
  const groups = toGroups(questionnaire);
  const all = groups.flatMap((g) => g.questions);
  const [answers, setAnswers] = useState<Answers>(() => testAnswers(test));
  const { run, running } = useRunMatch();
  const invalid = all.some((q) => q.kind === 'NUMBER' && numberProblem(answers[q.id]?.value));
  let index = 0;
  return (
    <>
      <Card className={styles.card}>
        <p className={styles.summaryLead}>
          来自 {formatDateTime(test.createdAt)} 的测评 · 已答 {answeredCount(all, answers)} / {all.length} 题
        </p>
        <p className={styles.muted}>
          修改任意答案后点击“重新匹配”，将生成新的测评记录。<Link to={recordPath(test.id)}>查看该次结果</Link>
        </p>
      </Card>
      {groups.map((g) => (
        <section key={g.id} aria-label={g.title}>
          <h2 className={styles.groupTitle}>{g.title}</h2>
          <div className={styles.questions}>
            {g.questions.map((q) => (
              <QuestionField
                key={q.id}
                question={q}
                index={++index}
                value={answers[q.id]}
                onChange={(answer) => setAnswers((current) => ({ ...current, [q.id]: answer }))}
                note={<ProfileNote display={profileDisplay(profile, q.id)} />}
              />
            ))}
          </div>
        </section>
      ))}
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={running} disabled={running || invalid} onClick={() => void run(toMatchAnswers(all, answers, profileAnswers(profile)))}>
          重新匹配
        </Button>
      </div>
    </>
  );
}

function Start() {
  const navigate = useNavigate();
  return (
    <>
      <Empty title="还没有作答" description="完成一次问卷后，这里会保存您的答案，方便随时修改重新匹配" />
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => void navigate(POLICY_QUESTION)}>
          开始答题
        </Button>
      </div>
    </>
  );
}

/** /policy/answer (?from=test id): my current answers — the newest test's, or that test's — editable, re-run. */
export default function AnswerPage() {
  const signedIn = !!useSession();
  const [search] = useSearchParams();
  const from = idOf(search.get('from'));
  const sources = useMatchSources(signedIn);
  const chosen = testDetail.useItem(signedIn && from ? from : null);
  const test = from ? chosen.data : sources.latest;
  const error = sources.error ?? chosen.error;
  let body;
  if (!signedIn) body = <LoginNeeded what="查看和修改您的匹配答案" />;
  else if (sources.ready && (from ? test : true))
    body = test ? <Editor key={test.id} questionnaire={sources.questionnaire!} profile={sources.profile!} test={test} /> : <Start />;
  else if (error) body = <LoadFailed error={error} onRetry={() => void Promise.all([sources.retry(), chosen.mutate()])} />;
  else body = <LoadingCards count={3} />;
  return (
    <PageFrame title="我的答案" backTo={POLICY_INDEX}>
      {body}
    </PageFrame>
  );
}
