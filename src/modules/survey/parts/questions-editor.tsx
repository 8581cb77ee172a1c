import { Button, Selector, Switch } from 'antd-mobile';
import { quoted } from '@common/quoted';
import { RemoveButton } from '@/ui/remove-button';
import { isChoice, QUESTION_KIND, QUESTION_KINDS, SURVEY_LIMITS, type QuestionInput, type QuestionKind } from '../api';
import styles from './survey.module.css';

const KIND_OPTIONS = QUESTION_KINDS.map((k) => ({ label: QUESTION_KIND[k], value: k }));
const blank = (): QuestionInput => ({ title: '', kind: 'SINGLE', required: true, options: ['', ''], unit: '' });

/** The questionnaire's questions: each its title, kind, 必答 and, for choices, options; add, move, remove. */
export function QuestionsEditor({ value = [], onChange }: { value?: QuestionInput[]; onChange?: (next: QuestionInput[]) => void }) {
  const change = (next: QuestionInput[]) => onChange?.(next);
  const edit = (i: number, patch: Partial<QuestionInput>) => change(value.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const move = (i: number, by: number) => {
    const next = [...value];
    const [q] = next.splice(i, 1);
    if (q) next.splice(i + by, 0, q);
    change(next);
  };
  return (
    <div className={styles.editor}>
      {value.map((q, i) => {
        const name = `第 ${String(i + 1)} 题`;
        return (
          <fieldset key={i} className={styles.editorQuestion} aria-label={name}>
            <div className={styles.editorRow}>
              <strong>{i + 1}.</strong>
              <input
                className={styles.input}
                value={q.title}
                maxLength={SURVEY_LIMITS.questionMax}
                placeholder="请输入题目"
                aria-label={`${name}题目`}
                onChange={(e) => edit(i, { title: e.target.value })}
              />
              <RemoveButton name={name} onRemove={() => change(value.filter((_, j) => j !== i))} />
            </div>
            <Selector
              options={KIND_OPTIONS}
              value={[q.kind]}
              columns={4}
              aria-label={`${name}题型`}
              onChange={(v) => {
                const kind = v[0] as QuestionKind | undefined;
                if (kind) edit(i, { kind, options: isChoice(kind) ? (q.options.length >= 2 ? q.options : ['', '']) : [] });
              }}
            />
            <div className={styles.editorRow}>
              <span>必答</span>
              <Switch checked={q.required} onChange={(required) => edit(i, { required })} aria-label={`${name}必答`} />
              {i > 0 ? (
                <Button size="mini" fill="none" onClick={() => move(i, -1)}>
                  上移
                </Button>
              ) : null}
              {i < value.length - 1 ? (
                <Button size="mini" fill="none" onClick={() => move(i, 1)}>
                  下移
                </Button>
              ) : null}
            </div>
            {q.kind === 'NUMBER' ? (
              <input
                className={styles.input}
                value={q.unit ?? ''}
                maxLength={SURVEY_LIMITS.unitMax}
                placeholder="单位，如：万元、人"
                aria-label={`${name}单位`}
                onChange={(e) => edit(i, { unit: e.target.value })}
              />
            ) : null}
            {isChoice(q.kind) ? (
              <>
                {q.options.map((o, k) => (
                  <div key={k} className={styles.editorRow}>
                    <input
                      className={styles.input}
                      value={o}
                      maxLength={SURVEY_LIMITS.optionMax}
                      placeholder={`选项 ${String(k + 1)}`}
                      aria-label={`${name}选项 ${String(k + 1)}`}
                      onChange={(e) => edit(i, { options: q.options.map((x, m) => (m === k ? e.target.value : x)) })}
                    />
                    {q.options.length > SURVEY_LIMITS.optionsMin ? (
                      <RemoveButton name={o ? quoted(o) : `选项 ${String(k + 1)}`} onRemove={() => edit(i, { options: q.options.filter((_, m) => m !== k) })} />
                    ) : null}
                  </div>
                ))}
                {q.options.length < SURVEY_LIMITS.optionsMax ? (
                  <Button size="small" fill="outline" onClick={() => edit(i, { options: [...q.options, ''] })}>
                    添加选项
                  </Button>
                ) : null}
              </>
            ) : null}
          </fieldset>
        );
      })}
      {value.length < SURVEY_LIMITS.questionsMax ? (
        <Button color="primary" fill="outline" onClick={() => change([...value, blank()])}>
          添加题目
        </Button>
      ) : null}
    </div>
  );
}
