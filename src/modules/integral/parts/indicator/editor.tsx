import { Button, Card, Dialog, TextArea } from 'antd-mobile';
import { useId, useMemo, useRef, useState } from 'react';
import type { IndicatorDef, StageRule, SystemDefinition } from '@common/integral/model';
import { systemProblem } from '@common/integral/system-problem';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_LIMITS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  saveIntegralSystem,
  type IntegralSystemDetail,
} from '../../api-analysis';
import {
  newIndicator,
  problemPlace,
  stageTotals,
  type ProblemPlace,
} from './rules';
import { DimensionSection, StageTotals } from './tree';
import { IndicatorEdit } from './indicator-form';
import { NumberBox, Problem } from './inputs';
import styles from './indicator.module.css';

/** The stage rule's figures as the rule reads, a line per stage: the words before a figure, its box's label, its unit. */
const STAGE_RULE_ROWS: [field: keyof StageRule, lead: string, label: string, unit: string][][] = [
  [
    ['startupMaxAge', '初创期：成立不满', '初创期成立年限', '年'],
    ['startupMaxRevenue', '且营业收入低于', '初创期营业收入上限', '万元'],
  ],
  [
    ['matureMinAge', '成熟期：成立', '成熟期成立年限', '年及以上'],
    ['matureMinRevenue', '且营业收入达到', '成熟期营业收入下限', '万元'],
  ],
];

export const SAVE_CONFIRM = '保存将生成新版本并重新计算全园区积分';

/** A copy the editor may change without touching the version it came from. */
const copyOf = (definition: SystemDefinition): SystemDefinition => structuredClone(definition);

/**
 * The editor of an indicator system, started from a version: weights, bands, linear rules, the
 * stage rule, indicators added and removed. Every change is checked at once with systemProblem —
 * the server's check — and its message shown next to the part it names; each stage's weight total
 * is shown. Saving (after the confirmation) stores the next version of the year, recomputed in the
 * background.
 */
export function IndicatorEditor({
  base,
  onCancel,
  onSaved,
}: {
  base: IntegralSystemDetail;
  onCancel: () => void;
  onSaved: (id: number) => void;
}) {
  const [draft, setDraft] = useState<SystemDefinition>(() => copyOf(base.definition));
  // Indicators' own keys: a code may be edited (a new one's) and must not remount its inputs.
  const [keys, setKeys] = useState<number[]>(() => base.definition.indicators.map((_, i) => i));
  const nextKey = useRef(base.definition.indicators.length);
  const [note, setNote] = useState('');
  const problemId = useId();
  const noteId = useId();
  const problem = useMemo(() => systemProblem(draft), [draft]);
  const totals = stageTotals(draft.indicators);
  const place: ProblemPlace | null = problem ? problemPlace(problem, draft) : null;

  const setIndicator = (index: number, indicator: IndicatorDef) =>
    setDraft((d) => ({ ...d, indicators: d.indicators.map((old, i) => (i === index ? indicator : old)) }));
  const removeIndicator = (index: number) => {
    setKeys((k) => k.filter((_, i) => i !== index));
    setDraft((d) => ({ ...d, indicators: d.indicators.filter((_, i) => i !== index) }));
  };
  const addIndicator = (dimension: IndicatorDef['dimension']) => {
    setKeys((k) => [...k, nextKey.current++]);
    setDraft((d) => ({ ...d, indicators: [...d.indicators, newIndicator(dimension, d.indicators)] }));
  };
  const setStageRule = (part: keyof SystemDefinition['stageRule'], value: number | null) =>
    setDraft((d) => ({ ...d, stageRule: { ...d.stageRule, [part]: value ?? Number.NaN } }));

  const save = async () => {
    if (problem) {
      document.getElementById(problemId)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    const confirmed = await Dialog.confirm({
      title: '保存指标体系',
      content: SAVE_CONFIRM,
      confirmText: '保存',
    });
    if (!confirmed) return;
    const saved = await saveIntegralSystem({
      year: base.year,
      basedOnId: base.id,
      ...(note.trim() ? { note: note.trim() } : {}),
      definition: draft,
    }).catch(() => null);
    if (saved) onSaved(saved.id);
  };

  const problemAt = (at: ProblemPlace['at'], index?: number) =>
    problem &&
    place &&
    place.at === at &&
    (index === undefined || (place.at === 'indicator' && place.index === index))
      ? problem
      : null;

  return (
    <Card className={styles.block} title={`修改指标体系（基于第${String(base.version)}版）`}>
      <p className={styles.hint}>
        保存后生成第{base.year}
        年度的新版本并在后台重新计算全园区积分；计算完成前仍使用当前生效的版本，旧版本的结果可继续查看。
      </p>
      <h3 className={styles.dimensionTitle}>阶段划分</h3>
      {STAGE_RULE_ROWS.map((row, line) => (
        <div key={line} className={styles.row}>
          {row.map(([field, lead, label, unit]) => (
            <label key={field}>
              {lead}
              <NumberBox label={label} value={draft.stageRule[field]} onChange={(v) => setStageRule(field, v)} />
              {unit}
            </label>
          ))}
        </div>
      ))}
      {problemAt('stageRule') ? <Problem id={problemId}>{problem}</Problem> : null}
      <StageTotals definition={draft} />
      {problemAt('weights') ? <Problem id={problemId}>{problem}</Problem> : null}
      {INTEGRAL_DIMENSIONS.map((dimension) => {
        const own = draft.indicators
          .map((indicator, index) => ({ indicator, index }))
          .filter((x) => x.indicator.dimension === dimension);
        return (
          <DimensionSection key={dimension} dimension={dimension} indicators={own.map((x) => x.indicator)}>
            <ul className={styles.indicators}>
              {own.map(({ indicator, index }) => (
                <IndicatorEdit
                  key={keys[index]}
                  indicator={indicator}
                  isNew={keys[index]! >= base.definition.indicators.length}
                  problem={problemAt('indicator', index)}
                  problemId={problemId}
                  onChange={(changed) => setIndicator(index, changed)}
                  onRemove={() => removeIndicator(index)}
                />
              ))}
            </ul>
            <div className={styles.actions}>
              <Button
                size="small"
                disabled={draft.indicators.length >= INTEGRAL_LIMITS.maxIndicators}
                onClick={() => addIndicator(dimension)}
              >
                在{INTEGRAL_DIMENSION_LABELS[dimension]}下添加指标
              </Button>
            </div>
          </DimensionSection>
        );
      })}
      {problemAt('system') ? <Problem id={problemId}>{problem}</Problem> : null}
      <h3 className={styles.dimensionTitle}>
        <label htmlFor={noteId}>修改说明</label>
      </h3>
      <TextArea
        className={styles.note}
        id={noteId}
        placeholder="说明这次修改了什么、为什么（选填）"
        maxLength={200}
        showCount
        value={note}
        onChange={setNote}
      />
      <div className={styles.editBar}>
        <p className={styles.editTotals} aria-label="各阶段权重合计">
          权重合计：
          {INTEGRAL_STAGES.map((stage, index) => (
            <span key={stage} className={totals[stage] === 100 ? undefined : styles.off}>
              {index > 0 ? ' · ' : ''}
              {INTEGRAL_STAGE_LABELS[stage]} {String(totals[stage])}%
            </span>
          ))}
          {problem ? <span className={styles.off}>（尚有问题未修正）</span> : null}
        </p>
        <div className={styles.footer}>
          <Button onClick={onCancel}>取消</Button>
          <Button color="primary" onClick={() => void save()}>
            保存为新版本
          </Button>
        </div>
      </div>
    </Card>
  );
}
