import { Button, Card } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Questionnaire } from '@common/policy';
import { answeredCount, numberProblem, QuestionField, type Answers, type QuestionSpec } from '@/ui/questionnaire';
import { Empty } from '@/ui/states';
import { profileAnswers, profileDisplay, testAnswers, toGroups, toMatchAnswers } from '../parts/match-model';
import styles from '../parts/policy.module.css';
import { ProfileNote } from '../parts/profile-note';
import { useRunMatch } from '../parts/use-run-match';
import { POLICY_QUESTION } from '../paths';
import { MatchPage, type MatchSources } from '../parts/match-page';

/**
 * The key questions: those the organisation record can answer (prefilled, to confirm or correct);
 * without any, the first question of each quota type.
 */
function keyQuestions(questionnaire: Questionnaire): QuestionSpec[] {
  const linked = toGroups(questionnaire, (q) => q.profileField !== null).flatMap((g) => g.questions);
  if (linked.length) return linked;
  return toGroups(questionnaire).flatMap((g) => g.questions.slice(0, 1));
}

function QuickForm({ questionnaire, profile, latest }: MatchSources) {
  const questions = keyQuestions(questionnaire);
  const [answers, setAnswers] = useState<Answers>(() => ({ ...testAnswers(latest, true), ...profileAnswers(profile) }));
  const { run, running } = useRunMatch();
  if (!questions.length) return <Empty title="暂无问卷题目" description="园区尚未配置匹配指标，请稍后再来" />;
  const invalid = questions.some((q) => q.kind === 'NUMBER' && numberProblem(answers[q.id]?.value));
  // Everything else the person answered before still counts.
  const others = Object.keys(testAnswers(latest, true))
    .map(Number)
    .filter((id) => !questions.some((q) => q.id === id));
  const allQuestions = toGroups(questionnaire).flatMap((g) => g.questions);
  const submit = () => {
    const keyIds = new Set(questions.map((q) => q.id));
    const fromRecord = profileAnswers(profile);
    const kept = toMatchAnswers(allQuestions.filter((q) => !keyIds.has(q.id)), testAnswers(latest, true), fromRecord);
    void run([...toMatchAnswers(questions, answers, fromRecord), ...kept]);
  };
  return (
    <>
      <Card className={styles.card}>
        <p className={styles.summaryLead}>{profile.orgId ? `正在为「${profile.orgName}」匹配政策` : '您尚未关联企业，将仅按您的作答匹配'}</p>
        <p className={styles.muted}>
          以下关键问题已根据企业信息自动带出，请确认或修改后提交；其余条件{others.length ? '沿用上次作答或' : ''}按企业信息判断，无法判断的显示为“待确认”。
        </p>
        <p className={styles.muted}>
          已答 {answeredCount(questions, answers)} / {questions.length} 题 · 想更准确？<Link to={POLICY_QUESTION}>填写完整问卷</Link>
        </p>
      </Card>
      <div className={styles.questions}>
        {questions.map((q, i) => (
          <QuestionField
            key={q.id}
            question={q}
            index={i + 1}
            value={answers[q.id]}
            onChange={(answer) => setAnswers((current) => ({ ...current, [q.id]: answer }))}
            note={<ProfileNote display={profileDisplay(profile, q.id)} />}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={running} disabled={running || invalid} onClick={submit}>
          立即匹配
        </Button>
      </div>
    </>
  );
}

/** /policy/quickMatch: the short path — key questions prefilled from the organisation record → ranked result. */
export default function QuickMatchPage() {
  return (
    <MatchPage title="政策快速匹配" loginWhat="结合企业信息快速匹配可享受的政策">
      {(sources) => <QuickForm {...sources} />}
    </MatchPage>
  );
}
