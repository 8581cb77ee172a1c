import { Button, Card, Dialog, TextArea } from 'antd-mobile';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type {
  Band,
  IndicatorDef,
  IntegralField,
  ScoringRule,
  SystemDefinition,
  ValueSource,
} from '@common/integral/model';
import { systemProblem } from '@common/integral/scoring';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_FIELD_KEYS,
  INTEGRAL_FIELDS,
  INTEGRAL_LIMITS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
  saveIntegralSystem,
  type IntegralSystemDetail,
} from '../../api-analysis';
import {
  newIndicator,
  problemPlace,
  ruleOfKind,
  sourceOfKind,
  stageTotals,
  type ProblemPlace,
} from './rules';
import { StageTotals, weightsText } from './tree';
import styles from './indicator.module.css';

export const SAVE_CONFIRM = '保存将生成新版本并重新计算全园区积分';

/**
 * A number typed by the operator: the text as typed, the number (NaN when it is not one, which
 * systemProblem names) handed up. `open` turns an empty box into null (a band's open end).
 */
function NumberBox({
  label,
  value,
  onChange,
  open = false,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  open?: boolean;
}) {
  const [text, setText] = useState(value === null || Number.isNaN(value) ? '' : String(value));
  return (
    <input
      className={styles.input}
      inputMode="decimal"
      aria-label={label}
      placeholder={open ? '不限' : undefined}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const trimmed = typed.trim();
        onChange(trimmed === '' ? (open ? null : Number.NaN) : Number(trimmed));
      }}
    />
  );
}

function FieldSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: IntegralField;
  onChange: (field: IntegralField) => void;
}) {
  return (
    <select
      className={styles.select}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as IntegralField)}
    >
      {INTEGRAL_FIELD_KEYS.map((key) => (
        <option key={key} value={key}>
          {INTEGRAL_FIELDS[key].label}（{INTEGRAL_FIELDS[key].unit}）
        </option>
      ))}
    </select>
  );
}

const SOURCE_KINDS: Array<{ value: ValueSource['kind']; label: string }> = [
  { value: 'FIELD', label: '直接取数' },
  { value: 'RATIO', label: '两项之比（%）' },
  { value: 'GROWTH', label: '增长率（%）' },
];

function SourceEditor({
  name,
  source,
  onChange,
}: {
  name: string;
  source: ValueSource;
  onChange: (source: ValueSource) => void;
}) {
  return (
    <div className={styles.row}>
      <label>
        取值方式
        <select
          className={styles.select}
          aria-label={`${name}取值方式`}
          value={source.kind}
          onChange={(e) => onChange(sourceOfKind(e.target.value as ValueSource['kind'], source))}
        >
          {SOURCE_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      {source.kind === 'FIELD' ? (
        <FieldSelect
          label={`${name}数据项`}
          value={source.field}
          onChange={(field) => onChange({ ...source, field })}
        />
      ) : source.kind === 'RATIO' ? (
        <>
          <FieldSelect
            label={`${name}分子`}
            value={source.numerator}
            onChange={(numerator) => onChange({ ...source, numerator })}
          />
          ÷
          <FieldSelect
            label={`${name}分母`}
            value={source.denominator}
            onChange={(denominator) => onChange({ ...source, denominator })}
          />
        </>
      ) : (
        <>
          <FieldSelect
            label={`${name}本年数据项`}
            value={source.current}
            onChange={(current) => onChange({ ...source, current })}
          />
          较
          <FieldSelect
            label={`${name}上年数据项`}
            value={source.previous}
            onChange={(previous) => onChange({ ...source, previous })}
          />
        </>
      )}
    </div>
  );
}

function BandsEditor({
  name,
  bands,
  onChange,
}: {
  name: string;
  bands: Band[];
  onChange: (bands: Band[]) => void;
}) {
  // Rows keep their own keys so a removed band takes its typed text with it.
  const [keys, setKeys] = useState(() => bands.map((_, i) => i));
  const set = (index: number, band: Band) => onChange(bands.map((b, i) => (i === index ? band : b)));
  return (
    <>
      <table className={styles.bands}>
        <caption className={styles.hint}>大于下限、不超过上限的值得该档分值；下限或上限留空为不限</caption>
        <thead>
          <tr>
            <th scope="col">档位</th>
            <th scope="col">下限</th>
            <th scope="col">上限</th>
            <th scope="col">分值</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band, index) => (
            <tr key={keys[index]}>
              <td>第{index + 1}档</td>
              <td>
                <NumberBox
                  open
                  label={`${name}第${String(index + 1)}档下限`}
                  value={band.from}
                  onChange={(from) => set(index, { ...band, from })}
                />
              </td>
              <td>
                <NumberBox
                  open
                  label={`${name}第${String(index + 1)}档上限`}
                  value={band.to}
                  onChange={(to) => set(index, { ...band, to })}
                />
              </td>
              <td>
                <NumberBox
                  label={`${name}第${String(index + 1)}档分值`}
                  value={band.points}
                  onChange={(points) => set(index, { ...band, points: points ?? Number.NaN })}
                />
              </td>
              <td>
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  aria-label={`删除${name}第${String(index + 1)}档`}
                  disabled={bands.length <= 1}
                  onClick={() => {
                    setKeys((k) => k.filter((_, i) => i !== index));
                    onChange(bands.filter((_, i) => i !== index));
                  }}
                >
                  删除
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button
          size="mini"
          disabled={bands.length >= INTEGRAL_LIMITS.maxBands}
          onClick={() => {
            setKeys((k) => [...k, Math.max(-1, ...k) + 1]);
            const last = bands.at(-1);
            onChange([...bands, { from: last?.to ?? null, to: null, points: Number.NaN }]);
          }}
        >
          添加档位
        </Button>
      </div>
    </>
  );
}

function RuleEditor({
  name,
  unit,
  rule,
  onChange,
}: {
  name: string;
  unit: string;
  rule: ScoringRule;
  onChange: (rule: ScoringRule) => void;
}) {
  return (
    <>
      <div className={styles.row}>
        <label>
          计分方式
          <select
            className={styles.select}
            aria-label={`${name}计分方式`}
            value={rule.kind}
            onChange={(e) => onChange(ruleOfKind(e.target.value as ScoringRule['kind'], rule))}
          >
            <option value="BANDED">分档计分</option>
            <option value="LINEAR">线性计分（封顶）</option>
          </select>
        </label>
      </div>
      {rule.kind === 'BANDED' ? (
        <BandsEditor name={name} bands={rule.bands} onChange={(bands) => onChange({ ...rule, bands })} />
      ) : (
        <div className={styles.row}>
          <label>
            每{unit || '单位'}
            <NumberBox
              label={`${name}每单位分值`}
              value={rule.perUnit}
              onChange={(perUnit) => onChange({ ...rule, perUnit: perUnit ?? Number.NaN })}
            />
            分
          </label>
          <label>
            封顶
            <NumberBox
              label={`${name}封顶分值`}
              value={rule.cap}
              onChange={(cap) => onChange({ ...rule, cap: cap ?? Number.NaN })}
            />
            分
          </label>
        </div>
      )}
    </>
  );
}

function Problem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.problem} role="alert">
      {children}
    </p>
  );
}

function IndicatorEdit({
  indicator,
  isNew,
  problem,
  problemId,
  onChange,
  onRemove,
}: {
  indicator: IndicatorDef;
  isNew: boolean;
  problem: string | null;
  problemId: string;
  onChange: (indicator: IndicatorDef) => void;
  onRemove: () => void;
}) {
  const name = indicator.name.trim() || '新指标';
  return (
    <li className={styles.indicator} aria-label={name}>
      <div className={styles.indicatorHead}>
        <span className={styles.indicatorName}>{name}</span>
        <Button size="mini" fill="none" color="danger" onClick={onRemove} aria-label={`删除指标${name}`}>
          删除指标
        </Button>
      </div>
      <div className={styles.row}>
        <label>
          名称
          <input
            className={`${styles.input} ${styles.wide}`}
            aria-label={`${name}指标名称`}
            maxLength={INTEGRAL_LIMITS.nameMax}
            value={indicator.name}
            onChange={(e) => onChange({ ...indicator, name: e.target.value })}
          />
        </label>
        <label>
          单位
          <input
            className={styles.input}
            aria-label={`${name}单位`}
            maxLength={INTEGRAL_LIMITS.unitMax}
            value={indicator.unit}
            onChange={(e) => onChange({ ...indicator, unit: e.target.value })}
          />
        </label>
        {isNew ? (
          <label>
            编码
            <input
              className={styles.input}
              aria-label={`${name}指标编码`}
              value={indicator.code}
              onChange={(e) => onChange({ ...indicator, code: e.target.value.trim() })}
            />
          </label>
        ) : null}
      </div>
      <SourceEditor
        name={name}
        source={indicator.source}
        onChange={(source) => onChange({ ...indicator, source })}
      />
      <RuleEditor
        name={name}
        unit={indicator.unit}
        rule={indicator.rule}
        onChange={(rule) => onChange({ ...indicator, rule })}
      />
      <div className={styles.row}>
        <span>权重（%）</span>
        {INTEGRAL_STAGES.map((stage) => (
          <label key={stage}>
            {INTEGRAL_STAGE_LABELS[stage]}
            <NumberBox
              label={`${name}${INTEGRAL_STAGE_LABELS[stage]}权重`}
              value={indicator.weights[stage]}
              onChange={(weight) =>
                onChange({ ...indicator, weights: { ...indicator.weights, [stage]: weight ?? Number.NaN } })
              }
            />
          </label>
        ))}
      </div>
      {problem ? <Problem id={problemId}>{problem}</Problem> : null}
    </li>
  );
}

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
      <div className={styles.row}>
        <label>
          初创期：成立不满
          <NumberBox
            label="初创期成立年限"
            value={draft.stageRule.startupMaxAge}
            onChange={(v) => setStageRule('startupMaxAge', v)}
          />
          年
        </label>
        <label>
          且营业收入低于
          <NumberBox
            label="初创期营业收入上限"
            value={draft.stageRule.startupMaxRevenue}
            onChange={(v) => setStageRule('startupMaxRevenue', v)}
          />
          万元
        </label>
      </div>
      <div className={styles.row}>
        <label>
          成熟期：成立
          <NumberBox
            label="成熟期成立年限"
            value={draft.stageRule.matureMinAge}
            onChange={(v) => setStageRule('matureMinAge', v)}
          />
          年及以上
        </label>
        <label>
          且营业收入达到
          <NumberBox
            label="成熟期营业收入下限"
            value={draft.stageRule.matureMinRevenue}
            onChange={(v) => setStageRule('matureMinRevenue', v)}
          />
          万元
        </label>
      </div>
      {problemAt('stageRule') ? <Problem id={problemId}>{problem}</Problem> : null}
      <StageTotals definition={draft} />
      {problemAt('weights') ? <Problem id={problemId}>{problem}</Problem> : null}
      {INTEGRAL_DIMENSIONS.map((dimension) => {
        const own = draft.indicators
          .map((indicator, index) => ({ indicator, index }))
          .filter((x) => x.indicator.dimension === dimension);
        return (
          <section
            key={dimension}
            className={styles.dimension}
            aria-label={INTEGRAL_DIMENSION_LABELS[dimension]}
          >
            <h3 className={styles.dimensionTitle}>
              {INTEGRAL_DIMENSION_LABELS[dimension]}
              <span className={styles.weights}>
                （
                {weightsText(
                  Object.fromEntries(
                    INTEGRAL_STAGES.map((s) => [
                      s,
                      own.reduce(
                        (sum, x) =>
                          sum + (Number.isFinite(x.indicator.weights[s]) ? x.indicator.weights[s] : 0),
                        0,
                      ),
                    ]),
                  ) as Record<(typeof INTEGRAL_STAGES)[number], number>,
                )}
                ）
              </span>
            </h3>
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
          </section>
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
