import { Chart } from '@/ui/chart';
import { QUESTION_KIND, isChoice, type QuestionResult } from '../api';
import styles from './survey.module.css';

const fmt = (v: number | null, unit: string) => (v === null ? '—' : `${String(v)}${unit}`);

/** One question's results: counts and shares of a choice (bar or ring), a number's figures, the texts. */
export function QuestionResultCard({ q, index }: { q: QuestionResult; index: number }) {
  return (
    <section className={styles.question} aria-labelledby={`result-${String(q.id)}`} data-testid="question-result">
      <h3 id={`result-${String(q.id)}`} className={styles.cardTitle}>
        {index}. {q.title}（{QUESTION_KIND[q.kind]}
        {q.required ? '，必答' : ''}）
      </h3>
      <p className={styles.intro}>答题企业 {q.answered} 家</p>
      {isChoice(q.kind) ? (
        <>
          {q.answered > 0 ? (
            <Chart
              kind={q.kind === 'SINGLE' && q.options.length <= 5 ? 'ring' : 'bar'}
              horizontal
              title={q.title}
              unit="家"
              height={Math.max(180, q.options.length * 36)}
              data={q.options.map((o) => ({ name: o.label, value: o.count }))}
            />
          ) : null}
          <ul className={styles.texts}>
            {q.options.map((o) => (
              <li key={o.id}>
                {o.label}：{o.count} 家，{o.share}%
              </li>
            ))}
          </ul>
        </>
      ) : q.kind === 'NUMBER' ? (
        <dl className={styles.figures}>
          <dt>平均值</dt>
          <dd>{fmt(q.average, q.unit)}</dd>
          <dt>最小值</dt>
          <dd>{fmt(q.min, q.unit)}</dd>
          <dt>最大值</dt>
          <dd>{fmt(q.max, q.unit)}</dd>
        </dl>
      ) : q.texts.length ? (
        <ol className={styles.texts}>
          {q.texts.map((t, i) => (
            <li key={i}>
              {t.text}
              <span className={styles.textOrg}>{t.orgName}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.intro}>暂无回答</p>
      )}
    </section>
  );
}
