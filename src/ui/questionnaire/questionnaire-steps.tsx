import { Button, ProgressBar, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { answeredCount, numberProblem, type Answer, type Answers, type QuestionGroupSpec } from './answers';
import { QuestionField } from './question-field';
import styles from './questionnaire.module.css';

export interface QuestionnaireStepsProps {
  groups: QuestionGroupSpec[];
  answers: Answers;
  onChange: (id: number, answer: Answer | undefined) => void;
  /** Under a question (e.g. 企业信息带出). */
  noteFor?: (questionId: number) => ReactNode;
  onSubmit: () => void;
  submitText?: string;
  submitting?: boolean;
}

/**
 * A questionnaire one group at a time: the groups as tabs, the overall progress, 上一组 / 下一组,
 * and the submit button on the last group. Unanswered questions are allowed (they stay unknown).
 */
export function QuestionnaireSteps({ groups, answers, onChange, noteFor, onSubmit, submitText = '提交', submitting }: QuestionnaireStepsProps) {
  const [step, setStep] = useState(0);
  const all = groups.flatMap((g) => g.questions);
  const done = answeredCount(all, answers);
  const percent = all.length ? Math.round((done / all.length) * 100) : 0;
  const group = groups[Math.min(step, groups.length - 1)];
  const invalid = all.some((q) => q.kind === 'NUMBER' && numberProblem(answers[q.id]?.value));
  const last = step >= groups.length - 1;
  const offset = groups.slice(0, step).reduce((n, g) => n + g.questions.length, 0);

  const go = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  if (!group) return null;
  return (
    <div className={styles.steps}>
      <div className={styles.progress} aria-live="polite">
        <ProgressBar percent={percent} aria-label="答题进度" />
        <span className={styles.progressText}>
          已答 {done} / {all.length} 题
        </span>
      </div>
      <Tabs activeKey={String(step)} onChange={(key) => go(Number(key))} className={styles.groupTabs}>
        {groups.map((g, i) => {
          const count = answeredCount(g.questions, answers);
          return <Tabs.Tab key={String(i)} title={`${g.title} ${count}/${g.questions.length}`} />;
        })}
      </Tabs>
      <div className={styles.questions}>
        {group.questions.map((q, i) => (
          <QuestionField
            key={q.id}
            question={q}
            index={offset + i + 1}
            value={answers[q.id]}
            onChange={(answer) => onChange(q.id, answer)}
            note={noteFor?.(q.id)}
          />
        ))}
      </div>
      <div className={styles.stepActions}>
        <Button disabled={step === 0} onClick={() => go(step - 1)}>
          上一组
        </Button>
        {last ? (
          <Button color="primary" disabled={submitting || invalid} loading={submitting} onClick={onSubmit}>
            {submitText}
          </Button>
        ) : (
          <Button color="primary" onClick={() => go(step + 1)}>
            下一组
          </Button>
        )}
      </div>
      {invalid ? <p className={styles.error}>有数值填写不正确，请修改后再提交</p> : null}
    </div>
  );
}
