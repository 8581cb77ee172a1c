import { Button, Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import { NumberInput } from '../form-page/number-input';
import { isAnswered, numberProblem, type Answer, type QuestionSpec } from './answers';
import styles from './questionnaire.module.css';
import { quoted } from '@common/quoted';

export interface QuestionFieldProps {
  question: QuestionSpec;
  /** 1-based position shown before the question. */
  index?: number;
  value: Answer | undefined;
  onChange: (answer: Answer | undefined) => void;
  /** Under the question, e.g. where a prefilled answer came from. */
  note?: ReactNode;
  disabled?: boolean;
}

/** One question: capsules for single/multiple choice, a number pad input with its unit; 清除 unanswers it. */
export function QuestionField({ question, index, value, onChange, note, disabled }: QuestionFieldProps) {
  const answered = isAnswered(question, value);
  const problem = question.kind === 'NUMBER' ? numberProblem(value?.value) : '';
  const titleId = `question-${question.id}`;
  return (
    <section className={styles.question} aria-labelledby={titleId}>
      <div className={styles.questionHead}>
        <h3 id={titleId} className={styles.questionTitle}>
          {index !== undefined ? <span className={styles.questionIndex}>{index}.</span> : null}
          {question.title}
          {question.kind === 'MULTI' && !question.title.includes('多选') ? <span className={styles.questionKind}>（可多选）</span> : null}
        </h3>
        {answered && !disabled ? (
          <Button size="mini" fill="none" onClick={() => onChange(undefined)} aria-label={`清除${quoted(question.title)}的回答`}>
            清除
          </Button>
        ) : null}
      </div>
      {question.hint ? <p className={styles.hint}>{question.hint}</p> : null}
      {question.kind === 'NUMBER' ? (
        <div className={styles.number}>
          <NumberInput
            value={typeof value?.value === 'number' ? value.value : undefined}
            onChange={(next) => onChange(next === undefined ? undefined : { value: next })}
            placeholder="请输入数值"
            disabled={disabled}
            aria-label={question.title}
          />
          {question.unit ? <span className={styles.unit}>{question.unit}</span> : null}
        </div>
      ) : (
        <Selector
          className={styles.selector}
          columns={question.options.length > 4 ? 2 : 1}
          multiple={question.kind === 'MULTI'}
          disabled={disabled}
          options={question.options.map((o) => ({ label: o.label, value: o.value }))}
          value={value?.optionIds ?? []}
          onChange={(ids) => onChange(ids.length ? { optionIds: ids } : undefined)}
          aria-label={question.title}
        />
      )}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {note ? <div className={styles.note}>{note}</div> : null}
    </section>
  );
}
