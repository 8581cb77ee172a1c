import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { Band, IndicatorDef, ScoringRule, ValueSource } from '@common/integral/model';
import { INTEGRAL_LIMITS, INTEGRAL_STAGE_LABELS, INTEGRAL_STAGES } from '../../api-analysis';
import { FieldSelect, NumberBox, Problem } from './inputs';
import { ruleOfKind, sourceOfKind } from './rules';
import styles from './indicator.module.css';

/**
 * One indicator in the editor (editor.tsx lists them under their dimension): its name, unit and
 * code, where its value comes from (a figure, a ratio of two, a growth), how it is scored (bands,
 * or linear with a cap) and its weight per stage.
 */

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

export function IndicatorEdit({
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
