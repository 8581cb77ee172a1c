import { Button, NoticeBar, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Loaded } from '@/ui/loaded';
import { QuestionField } from '@/ui/questionnaire';
import { formatDateTime } from '@/ui/format';
import { paper, submitAnswers, SURVEY_LIMITS, type SurveyPaper } from '../api';
import { answersOf, missingRequired, sheetOf, specOf, type Sheet } from './answers';
import { SurveyStatusTag } from './status';
import styles from './survey.module.css';

function Sheet({ p }: { p: SurveyPaper }) {
  const [sheet, setSheet] = useState<Sheet>(() => sheetOf(p.answers));
  const [saving, setSaving] = useState(false);
  const set = (id: number, next: Sheet[number]) => setSheet((s) => ({ ...s, [id]: next }));
  const submit = async () => {
    const missing = missingRequired(p.questions, sheet);
    if (missing) {
      Toast.show({ content: missing });
      return;
    }
    setSaving(true);
    try {
      await submitAnswers({ id: p.id, answers: answersOf(p.questions, sheet) });
    } catch {
      // The server's message is shown already.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {p.questions.map((q, i) =>
        q.kind === 'TEXT' ? (
          <section key={q.id} className={styles.question} aria-labelledby={`question-${String(q.id)}`}>
            <h3 id={`question-${String(q.id)}`} className={styles.cardTitle}>
              <label htmlFor={`answer-${String(q.id)}`}>
                {i + 1}. {q.title}
              </label>
              {q.required ? <span className={styles.required}>*</span> : null}
            </h3>
            <TextArea
              id={`answer-${String(q.id)}`}
              value={sheet[q.id]?.text ?? ''}
              onChange={(text) => set(q.id, { text })}
              placeholder={p.editable ? '请填写' : '未填写'}
              maxLength={SURVEY_LIMITS.textAnswerMax}
              showCount={p.editable}
              autoSize={{ minRows: 2, maxRows: 6 }}
              disabled={!p.editable}
            />
          </section>
        ) : (
          <div key={q.id} className={styles.question}>
            <QuestionField
              question={{ ...specOf(q), title: q.required ? `${q.title} *` : q.title }}
              index={i + 1}
              value={sheet[q.id]}
              onChange={(answer) => set(q.id, answer)}
              disabled={!p.editable}
            />
          </div>
        ),
      )}
      {p.editable ? (
        <div className={styles.actions}>
          <Button block color="primary" loading={saving} onClick={() => void submit()}>
            {p.answeredAt ? '保存修改' : '提交答卷'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** One survey sent to my enterprise: its questions, what we answered, and 提交 / 保存修改 while it is open. */
export function PaperView({ id }: { id: number }) {
  return (
    <Loaded state={paper.useItem(id)} notFoundText="调查不存在">
      {(p) => (
        <>
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>
              {p.title} <SurveyStatusTag status={p.status} />
            </h2>
            {p.intro ? <p className={styles.intro}>{p.intro}</p> : null}
            <p className={styles.hint} data-testid="paper-state">
              {p.answeredAt ? `本企业已于 ${formatDateTime(p.answeredAt)} 提交答卷（${p.answererName}）` : '本企业尚未提交答卷'}
              {p.deadline ? `，截止日期 ${p.deadline}` : ''}。每家企业填写一份，结束前可以修改。
            </p>
          </div>
          {p.lockReason ? <NoticeBar className={styles.lock} content={p.lockReason} color="alert" /> : null}
          <Sheet key={`${String(p.id)}-${p.answeredAt ?? ''}`} p={p} />
        </>
      )}
    </Loaded>
  );
}
